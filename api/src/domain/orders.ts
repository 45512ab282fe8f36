import { randomUUID } from 'node:crypto';
import type { Order, OrderItem, OrderStatusReport } from '@tabula/shared/entities';
import type { Sql } from '../db/database';
import { hasOrderExpired, hasTabExpired, tabStatus } from '../rules/expiry';
import { orderTotalCents } from '../rules/pricing';
import { toMajor } from '../rules/money';
import type { OrderStatus } from '../rules/status';
import { forbidden, notFound } from '../rules/violation';
import { isTabMember, type Caller } from './membership';
import { tabLink, type OriginOf } from './origins';
import { tabName, type TabRow } from './tabs';

export interface OrderRow {
  id: number;
  uuid: string;
  venue_id: number;
  tab_id: number | null;
  guest_session_id: number | null;
  reference_id: number;
  /** The column's CHECK admits exactly these. */
  status: OrderStatus;
  table_number: string | null;
  payment_method: string | null;
  is_paid: boolean;
  tip_cents: number;
  note: string;
  email: string | null;
  submitted_for_review: Date | null;
  expires_at: Date;
  guest_id: string | null;
  charged_room: string | null;
}

const ORDER_COLUMNS = `id, uuid, venue_id, tab_id, guest_session_id, reference_id, status, table_number,
  payment_method, is_paid, tip_cents, note, email, submitted_for_review, expires_at, guest_id, charged_room`;

export async function orderByUuid(sql: Sql, uuid: string): Promise<OrderRow | undefined> {
  const [row] = await sql.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE uuid = $1`, [uuid]);
  return row;
}

export async function requireOrder(sql: Sql, uuid: string): Promise<OrderRow> {
  const order = await orderByUuid(sql, uuid);
  if (!order) throw notFound('Order not found', 'order_not_found');
  return order;
}

/** Reads the order and locks its row until the transaction ends: changes to one order queue up. */
export async function lockOrder(tx: Sql, uuid: string): Promise<OrderRow> {
  const [row] = await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE uuid = $1 FOR UPDATE`, [uuid]);
  if (!row) throw notFound('Order not found', 'order_not_found');
  return row;
}

export interface NewOrder {
  venueId: number;
  tab: TabRow | null;
  guestSessionId: number | null;
  expiresAt: Date;
}

export async function createOrder(tx: Sql, o: NewOrder, now: Date): Promise<OrderRow> {
  const [ref] = await tx.query<{ last_reference: number }>(
    'UPDATE venues SET last_reference = last_reference + 1 WHERE id = $1 RETURNING last_reference',
    [o.venueId],
  );
  if (!ref) throw new Error(`Venue ${o.venueId} vanished`);
  const [row] = await tx.query<OrderRow>(
    `INSERT INTO orders (uuid, venue_id, tab_id, guest_session_id, reference_id, table_number, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${ORDER_COLUMNS}`,
    [
      randomUUID(),
      o.venueId,
      o.tab?.id ?? null,
      o.guestSessionId ?? o.tab?.guest_session_id ?? null,
      ref.last_reference,
      o.tab?.table_number ?? null,
      now,
      o.expiresAt,
    ],
  );
  if (!row) throw new Error('Order insert returned nothing');
  return row;
}

export interface LineRow {
  id: number;
  order_id: number;
  item_id: number;
  price_id: number;
  name: string;
  quantity: number;
  unit_price_cents: number;
  note: string;
}

export interface LineOptionRow {
  id: number;
  order_item_id: number;
  option_id: number;
  name: string;
  price_cents: number;
  position: number;
  display_as_main_item: boolean;
}

export async function linesOf(sql: Sql, orderIds: number[]): Promise<{ lines: LineRow[]; options: LineOptionRow[] }> {
  const lines = await sql.query<LineRow>(
    `SELECT id, order_id, item_id, price_id, name, quantity, unit_price_cents, note
     FROM order_items WHERE order_id = ANY($1::int[]) ORDER BY id`,
    [orderIds],
  );
  const options = await sql.query<LineOptionRow>(
    `SELECT o.id, o.order_item_id, o.option_id, o.name, o.price_cents, o.position, o.display_as_main_item
     FROM order_item_options o JOIN order_items i ON i.id = o.order_item_id
     WHERE i.order_id = ANY($1::int[]) ORDER BY o.order_item_id, o.position, o.id`,
    [orderIds],
  );
  return { lines, options };
}

/**
 * Sum of unit price times quantity over the order's lines, without the tip. Summed as bigint: 100
 * lines of 99 at a few thousand euros pass what an integer holds. PGlite hands a bigint back as a
 * number, node-postgres as text; either converts exactly, since the largest possible sum (100 lines
 * of 99 at the largest integer price) is far below 2^53.
 */
export async function itemsTotalCents(sql: Sql, orderId: number): Promise<number> {
  const [row] = await sql.query<{ total: number | string }>(
    'SELECT COALESCE(sum(unit_price_cents::bigint * quantity), 0)::bigint AS total FROM order_items WHERE order_id = $1',
    [orderId],
  );
  return Number(row?.total ?? 0);
}

/** How many lines the order holds. */
export async function lineCount(sql: Sql, orderId: number): Promise<number> {
  const [row] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM order_items WHERE order_id = $1', [orderId]);
  return row?.n ?? 0;
}

export function lineJson(line: LineRow, options: LineOptionRow[]): OrderItem {
  return {
    order_item_id: line.id,
    item_ref: line.item_id,
    name: line.name,
    quantity: line.quantity,
    price: toMajor(line.unit_price_cents),
    price_id: line.price_id,
    note: line.note,
    order_item_options: options.map((o) => ({
      order_option_id: o.id,
      customisation_option_ref: o.option_id,
      name: o.name,
      price: toMajor(o.price_cents),
      position: o.position,
      display_as_main_item: o.display_as_main_item,
    })),
  };
}

/** What the order screen polls for; the full order carries the same fields, computed here once. */
export function orderStatusReport(order: OrderRow, tab: TabRow | null, now: Date): OrderStatusReport {
  const tabExpired = tab ? hasTabExpired(tab.expires_at, now) : false;
  return {
    status: order.status,
    tab_status: tab ? tabStatus(tabExpired) : null,
    has_order_expired: hasOrderExpired(order.status, order.expires_at, now),
    has_tab_expired: tabExpired,
  };
}

/**
 * Full order payloads for several orders, with few queries (order history). The tab's password,
 * uuid and link are only for the caller's own tabs: an order uuid alone lets nobody into its tab.
 */
export async function ordersJson(sql: Sql, orders: OrderRow[], origins: OriginOf, now: Date, caller: Caller): Promise<Order[]> {
  if (orders.length === 0) return [];
  const orderIds = orders.map((o) => o.id);
  const tabIds = orders.flatMap((o) => (o.tab_id === null ? [] : [o.tab_id]));
  const venueIds = [...new Set(orders.map((o) => o.venue_id))];
  const [{ lines, options }, tabs, venues, refunded] = await Promise.all([
    linesOf(sql, orderIds),
    sql.query<TabRow>(
      `SELECT id, uuid, venue_id, table_number, first_name, last_name, password, guest_session_id, expires_at
       FROM tabs WHERE id = ANY($1::int[])`,
      [tabIds],
    ),
    sql.query<{ id: number; uuid: string; slug: string; currency: string }>(
      'SELECT id, uuid, slug, currency FROM venues WHERE id = ANY($1::int[])',
      [venueIds],
    ),
    refundedCents(sql, orderIds),
  ]);
  return orders.map((order): Order => {
    const tab = tabs.find((t) => t.id === order.tab_id) ?? null;
    const venue = venues.find((v) => v.id === order.venue_id);
    if (!venue) throw new Error(`Venue of order ${order.uuid} vanished`);
    const orderLines = lines.filter((l) => l.order_id === order.id);
    const memberTab = tab && isTabMember(caller, tab) ? tab : null;
    return {
      order_uuid: order.uuid,
      reference_id: order.reference_id,
      ...orderStatusReport(order, tab, now),
      table_number: order.table_number ?? tab?.table_number ?? null,
      tab_name: tab ? tabName(tab) : null,
      tab_password: memberTab?.password ?? null,
      tab_uuid: memberTab?.uuid ?? null,
      tab_link: memberTab ? tabLink(origins(venue.slug), memberTab.uuid) : null,
      is_paid: order.is_paid,
      submitted_for_review: order.submitted_for_review?.toISOString() ?? null,
      payment_method: order.payment_method,
      order_price: toMajor(
        orderTotalCents(
          orderLines.map((l) => ({ unitCents: l.unit_price_cents, quantity: l.quantity })),
          order.tip_cents,
        ),
      ),
      tip_amount: toMajor(order.tip_cents),
      note: order.note,
      currency: venue.currency,
      venue_uuid: venue.uuid,
      order_items: orderLines.map((l) =>
        lineJson(
          l,
          options.filter((o) => o.order_item_id === l.id),
        ),
      ),
      refunded_cents: refunded.get(order.id) ?? 0,
      charged_to_room: order.payment_method === 'room_charge' ? (order.charged_room ?? order.table_number) : null,
    };
  });
}

/** What went back to the guest per order: refunds the provider took or is taking (a failed one is retried). */
async function refundedCents(sql: Sql, orderIds: number[]): Promise<Map<number, number>> {
  const rows = await sql.query<{ order_id: number; cents: number | string }>(
    'SELECT order_id, sum(amount_cents)::bigint AS cents FROM refunds WHERE order_id = ANY($1::int[]) GROUP BY order_id',
    [orderIds],
  );
  return new Map(rows.map((r) => [r.order_id, Number(r.cents)]));
}

export async function orderJson(sql: Sql, order: OrderRow, origins: OriginOf, now: Date, caller: Caller): Promise<Order> {
  const [json] = await ordersJson(sql, [order], origins, now, caller);
  if (!json) throw new Error('Order payload missing');
  return json;
}

/** 403 when the order's tab has expired: the client then shows 'Your Tab has expired'. */
export async function assertTabAlive(sql: Sql, order: OrderRow, now: Date): Promise<TabRow | null> {
  if (order.tab_id === null) return null;
  const [tab] = await sql.query<TabRow>(
    `SELECT id, uuid, venue_id, table_number, first_name, last_name, password, guest_session_id, expires_at
     FROM tabs WHERE id = $1`,
    [order.tab_id],
  );
  if (!tab) throw new Error(`Tab of order ${order.uuid} vanished`);
  if (hasTabExpired(tab.expires_at, now)) throw forbidden('Your Tab has expired', 'tab_expired');
  return tab;
}
