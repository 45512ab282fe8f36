/** What the cart hands to /Checkout (spec §2: total, currency, table_number, tip, orderNote, orderID). */
export interface CheckoutState {
  total: number;
  currency: string;
  table_number: string | null;
  tip: number;
  orderNote: string;
  orderID: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Null unless the state is complete: the screen then sends the guest to / (spec §2). */
export function readCheckoutState(state: unknown): CheckoutState | null {
  if (!isRecord(state)) return null;
  const { total, currency, table_number, tip, orderNote, orderID } = state;
  if (!isAmount(total) || !isAmount(tip)) return null;
  if (typeof currency !== 'string' || currency === '') return null;
  if (typeof orderID !== 'string' || orderID === '') return null;
  if (table_number !== null && typeof table_number !== 'string') return null;
  return { total, currency, table_number, tip, orderNote: typeof orderNote === 'string' ? orderNote : '', orderID };
}
