import type { Sql } from '../db/database';
import { forbidden, RuleViolation } from '../rules/violation';
import { isSessionExpired, type GuestSessionRow } from './guests';
import { orderByUuid, type OrderRow } from './orders';
import { tabById } from './tabs';
import { businessIdOf, type VenueRow } from './venues';

/** Venue type 3: hotel room service, where the table is the guest's room. */
const ROOM_SERVICE = 3;

export const ROOM_SESSION_REQUIRED = 'Please sign in with your room to order room service';
export const NOT_YOUR_ROOM = 'Room service comes only to your own room';

export function isRoomService(venue: Pick<VenueRow, 'type'>): boolean {
  return venue.type === ROOM_SERVICE;
}

/**
 * At a room-service venue, the live guest session of the hotel that a request must carry: 401 when it
 * names none (or one unknown to this hotel), 403 once the guest has checked out. Null elsewhere.
 */
export async function roomSessionOf(sql: Sql, venue: VenueRow, sessionUuid: string | null, now: Date): Promise<GuestSessionRow | null> {
  if (!isRoomService(venue)) return null;
  if (!sessionUuid) throw new RuleViolation(401, ROOM_SESSION_REQUIRED);
  const [session] = await sql.query<GuestSessionRow>(
    'SELECT id, uuid, guest_id, business_venue_id, room_number, check_out_at FROM guest_sessions WHERE uuid = $1',
    [sessionUuid],
  );
  if (!session || session.business_venue_id !== businessIdOf(venue)) throw new RuleViolation(401, ROOM_SESSION_REQUIRED);
  if (isSessionExpired(session, now)) throw forbidden('Guest session has expired');
  return session;
}

/** The room a room-service request names must be the session's own room: 403 otherwise. */
export function assertOwnRoom(session: GuestSessionRow, room: string | null): void {
  if (room !== null && room !== session.room_number) throw forbidden(NOT_YOUR_ROOM);
}

/** An order served to a room: its tab's room (or, without a tab, the room it names) must be the session's. */
export async function assertOrderOfRoom(sql: Sql, session: GuestSessionRow, order: OrderRow): Promise<void> {
  const tab = order.tab_id === null ? undefined : await tabById(sql, order.tab_id);
  assertOwnRoom(session, tab?.table_number ?? order.table_number);
}

/**
 * The table a service request goes to: at a room-service venue, the room of the caller's session, for
 * an order of that room only (401 or 403 otherwise); elsewhere the table the request names.
 */
export async function serviceRequestTable(
  sql: Sql,
  venue: VenueRow,
  request: { sessionUuid: string | null; orderUuid: string; table: string | null },
  now: Date,
): Promise<string | null> {
  const session = await roomSessionOf(sql, venue, request.sessionUuid, now);
  if (!session) return request.table;
  assertOwnRoom(session, request.table);
  const order = await orderByUuid(sql, request.orderUuid);
  if (order) await assertOrderOfRoom(sql, session, order);
  return session.room_number;
}
