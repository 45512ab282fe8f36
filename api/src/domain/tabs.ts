import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database';
import { newTabPassword } from '../rules/password';
import { IDLE_TAB_RECLAIMED_AFTER_MS, MAX_OPEN_TABS_PER_TABLE, TABLE_FULL } from '../rules/throttle';
import { conflict, notFound } from '../rules/violation';

export interface TabRow {
  id: number;
  uuid: string;
  venue_id: number;
  table_number: string;
  first_name: string;
  last_name: string;
  password: string | null;
  guest_session_id: number | null;
  expires_at: Date;
}

const SELECT_TAB = `SELECT id, uuid, venue_id, table_number, first_name, last_name, password, guest_session_id,
  expires_at FROM tabs`;

export async function tabByUuid(sql: Sql, uuid: string): Promise<TabRow | undefined> {
  const [row] = await sql.query<TabRow>(`${SELECT_TAB} WHERE uuid = $1`, [uuid]);
  return row;
}

export async function tabById(sql: Sql, id: number): Promise<TabRow | undefined> {
  const [row] = await sql.query<TabRow>(`${SELECT_TAB} WHERE id = $1`, [id]);
  return row;
}

export interface NewTab {
  venueId: number;
  table: string;
  firstName: string;
  lastName: string;
  /** Room-service tabs have none: nobody joins a hotel room by password. */
  withPassword: boolean;
  guestSessionId: number | null;
  expiresAt: Date;
}

/**
 * Opens a tab on an existing table. The table row is locked first, so two tabs opened on
 * one table at the same moment cannot draw the same password, nor pass its cap of open tabs together.
 */
export async function openTab(tx: Sql, tab: NewTab, now: Date): Promise<TabRow> {
  const table = await tx.query('SELECT 1 FROM venue_tables WHERE venue_id = $1 AND table_number = $2 FOR UPDATE', [tab.venueId, tab.table]);
  if (table.length === 0) throw notFound('Error');
  let password: string | null = null;
  if (tab.withPassword) {
    const taken = await tx.query<{ password: string }>(
      `SELECT password FROM tabs WHERE venue_id = $1 AND table_number = $2 AND expires_at > $3 AND password IS NOT NULL`,
      [tab.venueId, tab.table, now],
    );
    // A few open tabs use a few of the 10^8 passwords: opening tabs can never tell which ones others hold.
    if (taken.length >= MAX_OPEN_TABS_PER_TABLE) {
      const freed = await closeIdleTab(tx, tab.venueId, tab.table, now);
      if (!freed) throw conflict(TABLE_FULL);
      taken.splice(
        taken.findIndex((t) => t.password === freed),
        1,
      );
    }
    password = newTabPassword(new Set(taken.map((t) => t.password)));
  }
  const [row] = await tx.query<TabRow>(
    `INSERT INTO tabs (uuid, venue_id, table_number, first_name, last_name, password, guest_session_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING id, uuid, venue_id, table_number, first_name, last_name, password, guest_session_id, expires_at`,
    [randomUUID(), tab.venueId, tab.table, tab.firstName, tab.lastName, password, tab.guestSessionId, now, tab.expiresAt],
  );
  if (!row) throw new Error('Tab insert returned nothing');
  return row;
}

/**
 * Closes the oldest open tab of a full table that has been idle since it opened (no order placed, no
 * payment started, opened IDLE_TAB_RECLAIMED_AFTER_MS ago or more) and answers its password, now free.
 */
async function closeIdleTab(tx: Sql, venueId: number, table: string, now: Date): Promise<string | undefined> {
  const [closed] = await tx.query<{ password: string }>(
    `UPDATE tabs SET expires_at = $3 WHERE id = (
       SELECT t.id FROM tabs t
       WHERE t.venue_id = $1 AND t.table_number = $2 AND t.expires_at > $3 AND t.password IS NOT NULL
         AND t.created_at <= $4
         AND NOT EXISTS (
           SELECT 1 FROM orders o WHERE o.tab_id = t.id
             AND (o.status <> 0 OR EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id)))
       ORDER BY t.created_at, t.id LIMIT 1)
     RETURNING password`,
    [venueId, table, now, new Date(now.getTime() - IDLE_TAB_RECLAIMED_AFTER_MS)],
  );
  return closed?.password;
}

/** The open tab on a table with this password, if any. */
export async function tabByPassword(sql: Sql, venueId: number, table: string, password: string, now: Date) {
  const [row] = await sql.query<TabRow>(`${SELECT_TAB} WHERE venue_id = $1 AND table_number = $2 AND password = $3 AND expires_at > $4`, [
    venueId,
    table,
    password,
    now,
  ]);
  return row;
}

/** The newest open tab a hotel guest session holds at a venue. */
export async function openTabOfGuest(sql: Sql, venueId: number, guestSessionId: number, now: Date) {
  const [row] = await sql.query<TabRow>(
    `${SELECT_TAB} WHERE venue_id = $1 AND guest_session_id = $2 AND expires_at > $3 ORDER BY id DESC LIMIT 1`,
    [venueId, guestSessionId, now],
  );
  return row;
}

export function tabName(tab: TabRow): string {
  return `${tab.first_name} ${tab.last_name}`.trim();
}
