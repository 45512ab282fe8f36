import { hasOrderExpired } from './expiry';
import { assertOpen } from './status';
import { badRequest, forbidden } from './violation';

export const NOT_ACCEPTING = 'Venue currently not accepting orders';

/**
 * The most lines one order holds. A table's meal is a few dozen lines at most, and without a bound
 * one guest's script could grow an order (and the bill the venue must review) past what a total in
 * cents can count.
 */
export const MAX_LINES = 100;
const ORDER_EXPIRED = 'Your Order has expired.';

/** An order takes new items, edits and checkout only while open and not expired. */
export function assertOrderChangeable(order: { status: number; expires_at: Date }, now: Date): void {
  assertOpen(order.status);
  if (hasOrderExpired(order.status, order.expires_at, now)) throw forbidden(ORDER_EXPIRED, 'order_expired');
}

export interface VenueOrdering {
  read_only_menu: boolean;
  read_only_text: string | null;
  is_currently_accepting_orders: boolean;
}

/** A read-only menu, or a venue that paused ordering, takes no orders. */
export function assertVenueTakesOrders(venue: VenueOrdering): void {
  if (venue.read_only_menu) throw forbidden(venue.read_only_text ?? 'This menu is read only', 'menu_read_only');
  if (!venue.is_currently_accepting_orders) throw forbidden(NOT_ACCEPTING, 'not_accepting_orders');
}

/** An order takes `adding` more lines only while it stays within MAX_LINES. */
export function assertRoomForLines(existing: number, adding: number): void {
  if (existing + adding > MAX_LINES) throw badRequest(`An order holds at most ${MAX_LINES} items`);
}
