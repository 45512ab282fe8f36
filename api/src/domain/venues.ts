import type { Sql } from '../db/database';
import { badRequest } from '../rules/violation';

export interface VenueRow {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  description: string;
  logo: string | null;
  cover_image: string | null;
  instagram_url: string | null;
  facebook_url: string | null;
  colour: string | null;
  currency: string;
  type: number;
  /** 0 standalone, 1 or 2 part of a business site: the column's CHECK admits no other. */
  business_account_type: 0 | 1 | 2;
  business_venue_id: number | null;
  /** Slug of the business venue, joined in. */
  business_slug: string | null;
  accept_card: boolean;
  accept_cash: boolean;
  accept_room_charge: boolean;
  stripe_account_ref: string | null;
  accept_orders_without_tab: boolean;
  is_currently_accepting_orders: boolean;
  read_only_menu: boolean;
  read_only_text: string | null;
  information_text_section: string | null;
  show_request_waiter_action: boolean;
  show_add_to_home_screen_pop_up: boolean;
  languages: string[];
  default_language: string;
  display_hotel_details: boolean;
}

const SELECT_VENUE = `
  SELECT v.id, v.uuid, v.slug, v.name, v.description, v.logo, v.cover_image, v.instagram_url, v.facebook_url,
         v.colour, v.currency, v.type, v.business_account_type, v.business_venue_id, b.slug AS business_slug,
         v.accept_card, v.accept_cash, v.accept_room_charge, v.stripe_account_ref, v.accept_orders_without_tab,
         v.is_currently_accepting_orders, v.read_only_menu, v.read_only_text, v.information_text_section,
         v.show_request_waiter_action, v.show_add_to_home_screen_pop_up, v.languages, v.default_language,
         v.display_hotel_details
  FROM venues v LEFT JOIN venues b ON b.id = v.business_venue_id`;

export async function venueBySlug(sql: Sql, slug: string): Promise<VenueRow | undefined> {
  const [row] = await sql.query<VenueRow>(`${SELECT_VENUE} WHERE v.slug = $1`, [slug]);
  return row;
}

export async function venueByUuid(sql: Sql, uuid: string): Promise<VenueRow | undefined> {
  const [row] = await sql.query<VenueRow>(`${SELECT_VENUE} WHERE v.uuid = $1`, [uuid]);
  return row;
}

export async function venueById(sql: Sql, id: number): Promise<VenueRow> {
  const [row] = await sql.query<VenueRow>(`${SELECT_VENUE} WHERE v.id = $1`, [id]);
  if (!row) throw new Error(`Venue ${id} vanished`);
  return row;
}

/** The venues a hotel landing page lists, in order. */
export async function listedVenues(sql: Sql, hotelId: number): Promise<VenueRow[]> {
  return sql.query<VenueRow>(`${SELECT_VENUE} JOIN hotel_listings l ON l.venue_id = v.id WHERE l.hotel_id = $1 ORDER BY l.position`, [
    hotelId,
  ]);
}

/** A venue's slug, as the audit log names venues. */
export async function venueSlugOf(sql: Sql, venueId: number): Promise<string> {
  const [row] = await sql.query<{ slug: string }>('SELECT slug FROM venues WHERE id = $1', [venueId]);
  if (!row) throw new Error(`Venue ${venueId} vanished`);
  return row.slug;
}

/**
 * The room-service venue (type 3) of a business, the first one there is: a hotel guest's session link opens
 * it, where the guest orders to the room. undefined for a business without room service.
 */
export async function roomServiceOfBusiness(sql: Sql, businessId: number): Promise<VenueRow | undefined> {
  const [row] = await sql.query<VenueRow>(
    `${SELECT_VENUE} WHERE v.type = 3 AND COALESCE(v.business_venue_id, v.id) = $1 ORDER BY v.id LIMIT 1`,
    [businessId],
  );
  return row;
}

/** The business (hotel) whose guests may use this venue: its business venue, or itself. */
export function businessIdOf(venue: VenueRow): number {
  return venue.business_venue_id ?? venue.id;
}

export async function tablesOf(sql: Sql, venueId: number): Promise<string[]> {
  const rows = await sql.query<{ table_number: string }>(
    'SELECT table_number FROM venue_tables WHERE venue_id = $1 ORDER BY position, table_number',
    [venueId],
  );
  return rows.map((r) => r.table_number);
}

/** Tables where nobody has an open tab: the ones offered for opening a new tab. */
export async function freeTablesOf(sql: Sql, venueId: number, now: Date): Promise<string[]> {
  const rows = await sql.query<{ table_number: string }>(
    `SELECT t.table_number FROM venue_tables t
     WHERE t.venue_id = $1
       AND NOT EXISTS (SELECT 1 FROM tabs WHERE tabs.venue_id = t.venue_id
                       AND tabs.table_number = t.table_number AND tabs.expires_at > $2)
     ORDER BY t.position, t.table_number`,
    [venueId, now],
  );
  return rows.map((r) => r.table_number);
}

export async function hasTable(sql: Sql, venueId: number, table: string): Promise<boolean> {
  const rows = await sql.query('SELECT 1 FROM venue_tables WHERE venue_id = $1 AND table_number = $2', [venueId, table]);
  return rows.length > 0;
}

/**
 * The table staff go to: with a tab, the tab's; without one, the guest's choice, which must be a
 * table the venue has (any text would send staff to a table that does not exist). null when
 * neither names one.
 */
export async function tableFor(
  sql: Sql,
  venueId: number,
  tab: { table_number: string } | null | undefined,
  chosen: string | null,
): Promise<string | null> {
  if (tab) return tab.table_number;
  if (chosen !== null && !(await hasTable(sql, venueId, chosen))) throw badRequest(`Unknown table number ${chosen}`);
  return chosen;
}
