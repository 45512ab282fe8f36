import type { TFunction } from 'i18next';
import { newestFirst, roomChargeOffered, HISTORY_TTL_MS, type Order, type PaymentMethod, type Venue } from '@tabula/shared';

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

/**
 * The order the bill is asked for: the newest unpaid order submitted within the last day, which is
 * what made Get bill open the dialog; the current order otherwise.
 */
export function billOrderId(history: readonly Order[], currentOrderId: string | null, now: number): string | null {
  const unpaid = newestFirst(history).find((order) => {
    if (order.is_paid || !order.submitted_for_review) return false;
    const submitted = Date.parse(order.submitted_for_review);
    return !Number.isNaN(submitted) && now - submitted <= HISTORY_TTL_MS;
  });
  return unpaid?.order_uuid ?? currentOrderId;
}

/** Spec §8: a second request while one is open (409) says so; other failures say what happened. */
export function serviceRequestError(status: number, t: TFunction): string {
  if (status === 409) return t('errors.requestAlreadyOpen');
  if (status === 0) return t('errors.network');
  return t('errors.generic');
}
