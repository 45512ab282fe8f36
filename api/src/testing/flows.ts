import assert from 'node:assert/strict';
import { sign as signCookie } from '@fastify/cookie';
import type { Item, Menu, TabSeat } from '@tabula/shared/entities';
import type { Sql } from '../db/database';
import { GUEST_COOKIE, guestCookieSecret } from '../http/guest-id';

import { TAB_PASSWORD_DIGITS, TAB_PASSWORDS } from '../rules/password';
import { DEMO_VENUE_UUIDS } from '../seed/venues';
import type { TestServer } from './harness';

export const VENUE = DEMO_VENUE_UUIDS;

/** The slug of a demo venue, by uuid: order calls go to the venue's own address. */
export function slugOf(venueUuid: string): string {
  const found = Object.entries(VENUE).find(([, uuid]) => uuid === venueUuid);
  if (!found) throw new Error(`No demo venue ${venueUuid}`);
  return found[0];
}

/** The slug of the venue an order belongs to. */
export async function venueOfOrder(t: TestServer, orderUuid: string): Promise<string> {
  const [row] = await t.db.query<{ slug: string }>('SELECT v.slug FROM orders o JOIN venues v ON v.id = o.venue_id WHERE o.uuid = $1', [
    orderUuid,
  ]);
  if (!row) throw new Error(`No order ${orderUuid}`);
  return row.slug;
}

export async function menusOf(t: TestServer, slug: string, language = 'en'): Promise<Menu[]> {
  const res = await t.get('/menu-details/', { headers: { 'x-venue-slug': slug, language } });
  assert.equal(res.status, 200, res.text);
  return res.body.menus;
}

export function item(menus: Menu[], name: string): Item {
  for (const menu of menus) {
    for (const category of menu.menu_categories) {
      const found = category.items.find((i) => i.name === name);
      if (found) return found;
    }
  }
  throw new Error(`No item ${name} on the menu`);
}

export function option(it: Item, name: string): number {
  for (const group of it.item_customisations) {
    const found = group.customisation_options.find((o) => o.name === name);
    if (found) return found.customisation_option_id;
  }
  throw new Error(`No option ${name} on ${it.name}`);
}

export function price(it: Item, description: string): number {
  const found = it.prices.find((p) => p.description === description);
  if (!found) throw new Error(`No price ${description} on ${it.name}`);
  return found.id;
}

/** A well-formed password other than the tab's own: the i-th after it, so that guesses differ. */
export const wrongPassword = (right: string | null, i: number): string =>
  String((Number(right) + 1 + i) % TAB_PASSWORDS).padStart(TAB_PASSWORD_DIGITS, '0');

/**
 * Opens a tab through the API under test, in process (the test kit's openTabViaApi makes the same call
 * over HTTP from a page test's scope).
 */
export async function openTab(t: TestServer, venueUuid: string = VENUE.bistro, table = '5', firstName = 'Ada'): Promise<TabSeat> {
  const res = await t.at(slugOf(venueUuid)).post('/api/order/create-order-with-tab/', {
    venue_uuid: venueUuid,
    table_number: table,
    first_name: firstName,
    last_name: 'Lovelace',
  });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

export async function newOrder(t: TestServer, venueUuid: string, tabUuid?: string): Promise<string> {
  const res = await t
    .at(slugOf(venueUuid))
    .post('/api/order/create/', { venue_uuid: venueUuid }, { headers: tabUuid ? { 'tab-uuid': tabUuid } : {} });
  assert.equal(res.status, 200, res.text);
  return res.body.order_uuid;
}

/** Adds one line and insists it worked. */
export async function add(t: TestServer, orderUuid: string, body: Record<string, unknown>) {
  const res = await t.at(await venueOfOrder(t, orderUuid)).post(`/api/order/${orderUuid}/add-item/`, body);
  assert.equal(res.status, 200, res.text);
  return res.body;
}

export async function lemonade(t: TestServer, orderUuid: string, quantity = 1) {
  const menus = await menusOf(t, 'bistro');
  return add(t, orderUuid, { item_id: item(menus, 'Lemonade').item_id, quantity, options: [] });
}

/**
 * Appends `copies` copies of every line already on an order, straight in the database: the API
 * would take minutes to build an order that large one line at a time.
 */
export async function repeatLines(db: Sql, orderUuid: string, copies: number): Promise<void> {
  await db.query(
    `INSERT INTO order_items (order_id, item_id, price_id, name, quantity, unit_price_cents, note)
     SELECT order_id, item_id, price_id, name, quantity, unit_price_cents, note FROM order_items, generate_series(1, $2::int)
     WHERE order_id = (SELECT id FROM orders WHERE uuid = $1)`,
    [orderUuid, copies],
  );
}

/**
 * Writes the guest cookie the API would have issued for a chosen id, signed with its key: tests fix
 * their guests' ids so the share a split gives them is the same on every run.
 */
export async function guestCookies(db: Sql): Promise<(guestId: string) => string> {
  const secret = await guestCookieSecret(db);
  return (guestId) => `${GUEST_COOKIE}=${encodeURIComponent(signCookie(guestId, secret))}`;
}
