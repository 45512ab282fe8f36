import type { PaymentMethod, Venue } from '../entities';

type PaymentVenue = Pick<Venue, 'accept_card' | 'accept_cash' | 'stripe_account_ref' | 'business_account' | 'accept_room_charge'>;

/** A venue takes cards when it accepts them and has a connected card account. */
export const takesCard = (venue: Pick<Venue, 'accept_card' | 'stripe_account_ref'>): boolean =>
  venue.accept_card && Boolean(venue.stripe_account_ref);

/** Business account type 1 venues (and venues that say so) offer 'Charge my room'. */
export const roomChargeOffered = (venue: PaymentVenue): boolean =>
  venue.business_account?.type === 1 || venue.accept_room_charge;

/**
 * Card when the venue can take cards and there is no tab; with a tab, cash ('Add to tab'); otherwise
 * cash if accepted. Null when the venue offers neither.
 */
export function paymentMethodDefault(venue: PaymentVenue, hasTab: boolean): PaymentMethod | null {
  if (hasTab) return 'cash';
  if (takesCard(venue)) return 'card';
  if (venue.accept_cash) return 'cash';
  return null;
}

export interface PaymentOption {
  method: PaymentMethod;
  labelKey: 'cart.addToTab' | 'cart.payNow' | 'cart.card' | 'cart.cash' | 'cart.chargeMyRoom';
}

/** The cart's payment choices: with a tab, 'Add to tab' (cash) and 'Pay now' (card). */
export function paymentOptions(venue: PaymentVenue, hasTab: boolean): PaymentOption[] {
  const options: PaymentOption[] = hasTab
    ? [{ method: 'cash', labelKey: 'cart.addToTab' }, ...(takesCard(venue) ? [{ method: 'card', labelKey: 'cart.payNow' } as const] : [])]
    : [
        ...(takesCard(venue) ? [{ method: 'card', labelKey: 'cart.card' } as const] : []),
        ...(venue.accept_cash ? [{ method: 'cash', labelKey: 'cart.cash' } as const] : []),
      ];
  return roomChargeOffered(venue) ? [...options, { method: 'room_charge', labelKey: 'cart.chargeMyRoom' }] : options;
}

/** The checkout call needs a table; '10' stands in when the guest has none (spec §9). */
/** Cash and room charge need no payment step: their checkout alone submits the order (spec §4, cart submit). */
export const settlesWithoutPayment = (method: PaymentMethod): boolean => method === 'cash' || method === 'room_charge';

export const checkoutTableNumber = (table: string | null | undefined): string => table?.trim() || '10';

/** Wallet payment requests (spec §7). */
export const WALLET_COUNTRY = 'CY';

export const walletCurrency = (currency: string | null | undefined): string => (currency || 'eur').toLowerCase();

/** The wallet takes minor units: total times 100 as an integer. */
export const walletAmount = (total: number): number => Math.round(total * 100);
