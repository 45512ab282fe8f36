import { hasOrderExpired } from './expiry';
import { assertOpen } from './status';
import { forbidden } from './violation';

export const NOT_ACCEPTING = 'Venue currently not accepting orders';
const ORDER_EXPIRED = 'Your Order has expired.';

/** An order takes new items, edits and checkout only while open and not expired. */
export function assertOrderChangeable(order: { status: number; expires_at: Date }, now: Date): void {
  assertOpen(order.status);
  if (hasOrderExpired(order.status, order.expires_at, now)) throw forbidden(ORDER_EXPIRED);
}

export interface VenueOrdering {
  read_only_menu: boolean;
  read_only_text: string | null;
  is_currently_accepting_orders: boolean;
}

/** A read-only menu, or a venue that paused ordering, takes no orders. */
export function assertVenueTakesOrders(venue: VenueOrdering): void {
  if (venue.read_only_menu) throw forbidden(venue.read_only_text ?? 'This menu is read only');
  if (!venue.is_currently_accepting_orders) throw forbidden(NOT_ACCEPTING);
}
