import { roomChargeOffered, type Order, type PaymentMethod, type Venue } from '@tabula/shared';

export type BillMethod = Extract<PaymentMethod, 'card' | 'cash' | 'room_charge'>;

type BillVenue = Pick<Venue, 'accept_card' | 'accept_cash' | 'accept_room_charge' | 'business_account' | 'stripe_account_ref'>;

/** The ways the venue lets a guest settle the bill at the table. */
export function billPaymentChoices(venue: BillVenue): BillMethod[] {
  const choices: BillMethod[] = [];
  if (venue.accept_card) choices.push('card');
  if (venue.accept_cash) choices.push('cash');
  if (roomChargeOffered(venue)) choices.push('room_charge');
  return choices;
}

const BILL_METHOD_LABELS = {
  card: 'menu.billDialog.card',
  cash: 'menu.billDialog.cash',
  room_charge: 'menu.billDialog.roomCharge',
} as const satisfies Record<BillMethod, string>;

export const billMethodLabelKey = (method: BillMethod) => BILL_METHOD_LABELS[method];

/** Get bill looks back one day, as long as the guest's order history is kept. */
const BILL_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** An unpaid order submitted within the look-back is the one get bill settles. */
const unpaidWithinDay = (order: Pick<Order, 'is_paid' | 'submitted_for_review'>, now: number): boolean => {
  if (order.is_paid || !order.submitted_for_review) return false;
  const submitted = Date.parse(order.submitted_for_review);
  return !Number.isNaN(submitted) && now - submitted <= BILL_LOOKBACK_MS;
};

/** Get bill opens the bill dialog only for an unpaid order submitted within the last day. */
export const hasUnpaidRecentOrder = (history: readonly Pick<Order, 'is_paid' | 'submitted_for_review'>[], now: number): boolean =>
  history.some((order) => unpaidWithinDay(order, now));

/** The table picker's Continue stays disabled until a table is chosen. */
export const tableChosen = (table: string | null | undefined): boolean => Boolean(table?.trim());

/** A second request while one is open (409) says so; other failures say what happened. */
export function serviceRequestErrorKey(status: number): string {
  if (status === 409) return 'errors.requestAlreadyOpen';
  if (status === 0) return 'errors.network';
  return 'errors.generic';
}
