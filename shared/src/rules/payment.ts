import type { Venue } from '../entities';

type PaymentVenue = Pick<
  Venue,
  'accept_card' | 'accept_cash' | 'stripe_account_ref' | 'business_account' | 'accept_room_charge' | 'accept_orders_without_tab'
>;

/** A venue takes cards when it accepts them and has a connected card account. */
export const takesCard = (venue: Pick<Venue, 'accept_card' | 'stripe_account_ref'>): boolean =>
  venue.accept_card && Boolean(venue.stripe_account_ref);

/** Business account type 1 venues (and venues that say so) offer 'Charge my room'. */
export const roomChargeOffered = (venue: Pick<PaymentVenue, 'business_account' | 'accept_room_charge'>): boolean =>
  venue.business_account?.type === 1 || venue.accept_room_charge;
