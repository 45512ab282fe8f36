import { toCents, type CartOrderItem } from '@tabula/shared';

/**
 * What the cart hands to /Checkout (the spec's total, currency, table_number, tip, orderNote and
 * orderID), with the money in cents and the order's id spelt as everywhere else in the code.
 */
export interface CheckoutState {
  totalCents: number;
  currency: string;
  table_number: string | null;
  tipCents: number;
  orderNote: string;
  orderId: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Null unless the state is complete: the screen then sends the guest to /, since there is nothing to pay for. */
export function readCheckoutState(state: unknown): CheckoutState | null {
  if (!isRecord(state)) return null;
  const { totalCents, currency, table_number, tipCents, orderNote } = state;
  // A card screen reloaded on a state an earlier version of the cart wrote still has its order.
  const orderId = state.orderId ?? state.orderID;
  if (!isCents(totalCents) || !isCents(tipCents) || tipCents > totalCents) return null;
  if (typeof currency !== 'string' || currency === '') return null;
  if (typeof orderId !== 'string' || orderId === '') return null;
  if (table_number !== null && typeof table_number !== 'string') return null;
  return { totalCents, currency, table_number, tipCents, orderNote: typeof orderNote === 'string' ? orderNote : '', orderId };
}

/**
 * The card screen pays for the server's order as it is now (its lines, which the cart also shows), plus
 * the tip the cart handed over: never a total kept in the browser's history from an earlier visit.
 */
export const withOrderTotal = (state: CheckoutState, lines: readonly Pick<CartOrderItem, 'itemPrice' | 'quantity'>[]): CheckoutState => ({
  ...state,
  totalCents: lines.reduce((sum, line) => sum + toCents(line.itemPrice) * line.quantity, 0) + state.tipCents,
});
