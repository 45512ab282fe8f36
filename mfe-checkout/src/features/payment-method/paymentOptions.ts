import { roomChargeOffered, takesCard, type CheckoutRequest, type PaymentMethod as StoredMethod, type Venue } from '@tabula/shared';

/** The methods offered are what checkout sends; a stored choice may be any text, and counts only while offered. */
type PaymentMethod = CheckoutRequest['payment_method'];

type PaymentVenue = Pick<
  Venue,
  'accept_card' | 'accept_cash' | 'stripe_account_ref' | 'business_account' | 'accept_room_charge' | 'accept_orders_without_tab'
>;

/** 'Charge my room' needs a hotel guest session: without one the guest is offered the login instead. */
export const roomChargeNeedsLogin = (
  venue: Pick<PaymentVenue, 'business_account' | 'accept_room_charge'>,
  sessionId: string | null,
): boolean => roomChargeOffered(venue) && !sessionId;

/**
 * Cash and room charge are settled with the venue afterwards, so a venue that takes orders only on a
 * tab takes them only from a guest with one; a card pays at once and needs no tab.
 */
const settlesLater = (venue: PaymentVenue, hasTab: boolean): boolean => hasTab || venue.accept_orders_without_tab;

/** 'Charge my room' is on offer: the venue charges rooms, and takes this guest's order without a tab or they have one. */
export const roomChargeAvailable = (venue: PaymentVenue, hasTab: boolean): boolean =>
  settlesLater(venue, hasTab) && roomChargeOffered(venue);

export interface PaymentOption {
  method: PaymentMethod;
  labelKey: 'cart.addToTab' | 'cart.payNow' | 'cart.card' | 'cart.cash' | 'cart.chargeMyRoom';
}

/**
 * The cart's payment choices, only ever ones the venue accepts: with a tab, 'Add to tab' (cash) and
 * 'Pay now' (card); without one, card and cash; 'Charge my room' where the venue offers it.
 */
export function paymentOptions(venue: PaymentVenue, hasTab: boolean): PaymentOption[] {
  const card = takesCard(venue);
  const later = settlesLater(venue, hasTab);
  const options: PaymentOption[] = hasTab
    ? [
        ...(venue.accept_cash ? [{ method: 'cash', labelKey: 'cart.addToTab' } as const] : []),
        ...(card ? [{ method: 'card', labelKey: 'cart.payNow' } as const] : []),
      ]
    : [
        ...(card ? [{ method: 'card', labelKey: 'cart.card' } as const] : []),
        ...(later && venue.accept_cash ? [{ method: 'cash', labelKey: 'cart.cash' } as const] : []),
      ];
  return roomChargeAvailable(venue, hasTab) ? [...options, { method: 'room_charge', labelKey: 'cart.chargeMyRoom' }] : options;
}

/**
 * Card when the venue can take cards and there is no tab; with a tab, cash ('Add to tab'); otherwise
 * cash. Whatever the preference, the default is one of the venue's own options (room charge at a room
 * service that takes neither cash nor cards). Null when the guest can pay no way at all.
 */
export function paymentMethodDefault(venue: PaymentVenue, hasTab: boolean): PaymentMethod | null {
  const offered = paymentOptions(venue, hasTab).map((option) => option.method);
  const preference: PaymentMethod[] = hasTab ? ['cash', 'card', 'room_charge'] : ['card', 'cash', 'room_charge'];
  return preference.find((method) => offered.includes(method)) ?? null;
}

/** The guest's choice while it is still on offer, else the default. */
export function effectivePaymentMethod(venue: PaymentVenue, hasTab: boolean, chosen: StoredMethod | null): PaymentMethod | null {
  const offered = paymentOptions(venue, hasTab);
  return offered.find((option) => option.method === chosen)?.method ?? paymentMethodDefault(venue, hasTab);
}
