import { randomUUID } from 'node:crypto';
import type { GuestSessionDetails } from '@tabula/shared/entities';
import type { Sql } from '../db/database';
import { forbidden, notFound } from '../rules/violation';
import { sessionUrl, type OriginOf } from './origins';
import { businessIdOf, type VenueRow } from './venues';

export interface GuestRow {
  id: number;
  business_venue_id: number;
  surname: string;
  room_number: string;
  email: string | null;
  /** YYYY-MM-DD */
  check_out_date: string | null;
}

export interface GuestSessionRow {
  id: number;
  uuid: string;
  guest_id: number;
  business_venue_id: number;
  room_number: string;
  check_out_at: Date;
}

const SELECT_GUEST = `SELECT id, business_venue_id, surname, room_number, email,
  to_char(check_out_date, 'YYYY-MM-DD') AS check_out_date FROM guests`;

/** Surname is compared case-insensitively and trimmed, as guests type it. */
export async function guestByIdentity(sql: Sql, businessId: number, surname: string, room: string): Promise<GuestRow | undefined> {
  const [row] = await sql.query<GuestRow>(
    `${SELECT_GUEST} WHERE business_venue_id = $1 AND lower(surname) = lower($2) AND room_number = $3`,
    [businessId, surname.trim(), room.trim()],
  );
  return row;
}

export async function guestByEmail(sql: Sql, businessId: number, email: string): Promise<GuestRow | undefined> {
  const [row] = await sql.query<GuestRow>(`${SELECT_GUEST} WHERE business_venue_id = $1 AND lower(email) = lower($2)`, [
    businessId,
    email.trim(),
  ]);
  return row;
}

export async function createGuestSession(tx: Sql, guest: GuestRow, checkOutAt: Date): Promise<GuestSessionRow> {
  const [row] = await tx.query<GuestSessionRow>(
    `INSERT INTO guest_sessions (uuid, guest_id, business_venue_id, room_number, check_out_at)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING id, uuid, guest_id, business_venue_id, room_number, check_out_at`,
    [randomUUID(), guest.id, guest.business_venue_id, guest.room_number, checkOutAt],
  );
  if (!row) throw new Error('Guest session insert returned nothing');
  return row;
}

async function guestSessionByUuid(sql: Sql, uuid: string): Promise<GuestSessionRow | undefined> {
  const [row] = await sql.query<GuestSessionRow>(
    'SELECT id, uuid, guest_id, business_venue_id, room_number, check_out_at FROM guest_sessions WHERE uuid = $1',
    [uuid],
  );
  return row;
}

export async function guestSessionById(sql: Sql, id: number): Promise<GuestSessionRow | undefined> {
  const [row] = await sql.query<GuestSessionRow>(
    'SELECT id, uuid, guest_id, business_venue_id, room_number, check_out_at FROM guest_sessions WHERE id = $1',
    [id],
  );
  return row;
}

export function isSessionExpired(session: GuestSessionRow, now: Date): boolean {
  return now.getTime() >= session.check_out_at.getTime();
}

/**
 * The guest session a request names, checked to belong to the venue's hotel:
 * 404 when unknown there, 403 once the guest has checked out.
 */
export async function validGuestSession(sql: Sql, venue: VenueRow, uuid: string, now: Date): Promise<GuestSessionRow> {
  const session = await guestSessionByUuid(sql, uuid);
  if (!session || session.business_venue_id !== businessIdOf(venue)) throw notFound('Guest session not found');
  if (isSessionExpired(session, now)) throw forbidden('Guest session has expired', 'guest_session_expired');
  return session;
}

function guestSessionDetails(session: GuestSessionRow, origin: string): GuestSessionDetails {
  return {
    guest_session_uuid: session.uuid,
    room_number: session.room_number,
    check_out_datetime: session.check_out_at.toISOString(),
    session_url: sessionUrl(origin, session.uuid),
  };
}

/** Details for the venue payload: only for a live session of this venue's hotel, else null. */
export async function optionalGuestDetails(
  sql: Sql,
  venue: VenueRow,
  uuid: string | null,
  origins: OriginOf,
  now: Date,
): Promise<GuestSessionDetails | null> {
  if (!uuid) return null;
  const session = await guestSessionByUuid(sql, uuid);
  if (!session || session.business_venue_id !== businessIdOf(venue) || isSessionExpired(session, now)) return null;
  return guestSessionDetails(session, origins(venue.slug));
}
