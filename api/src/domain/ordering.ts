import type { OrderItem } from '@tabula/shared/entities';
import type { AppContext } from '../context';
import { tabExpiry, hasTabExpired } from '../rules/expiry';
import { assertOrderChangeable, assertRoomForLines, assertVenueTakesOrders, NOT_ACCEPTING } from '../rules/ordering';
import { priceLine } from '../rules/pricing';
import type { OrderStatus } from '../rules/status';
import { toMajor } from '../rules/money';
import { badRequest, conflict, forbidden, notFound, RuleViolation } from '../rules/violation';
import type { Sql } from '../db/database';
import { joinTabGuards, openTabKey, TABLE_OPEN_LIMIT } from '../rules/throttle';
import { guess, reserve } from '../throttle/lockout';
import { validGuestSession } from './guests';
import { isTabMember, type Caller } from './membership';
import { insertLine, lineOfOrder, optionIdsOfLine, updateLine } from './lines';
import { loadOrderableItem, type OrderableItem } from './menus';
import {
  assertTabAlive,
  createOrder,
  itemsTotalCents,
  lineCount,
  lineJson,
  linesOf,
  lockOrder,
  orderByUuid,
  type OrderRow,
} from './orders';
import { tabLink, type OriginOf } from './origins';
import { changingOrderCost } from './payments';
import { assertOwnRoom, isRoomService, roomSessionOf } from './room-service';
import { openTab, openTabOfGuest, tabByPassword, tabByUuid, type TabRow } from './tabs';
import { venueById, venueByUuid, type VenueRow } from './venues';

function orderExpiry(ctx: AppContext, now: Date): Date {
  return new Date(now.getTime() + ctx.config.orderExpiryMs);
}

export interface TabOpened {
  order_uuid: string;
  tab_uuid: string;
  tab_link: string;
  status: OrderStatus;
  tab_password: string | null;
  table_number: string;
}

/**
 * Opens a tab on a table and the opener's first order in it, in one transaction. A table takes only so
 * many new tabs an hour; at a room-service venue the table is the room of the guest's own session.
 */
export async function openTabWithOrder(
  ctx: AppContext,
  input: {
    venueUuid: string;
    table: string;
    firstName: string;
    lastName: string;
    guestSessionUuid: string | null;
    /** The browser opening it (its signed guest cookie): the bill names its orders after the opener. */
    guestId: string | null;
  },
  origins: OriginOf,
): Promise<TabOpened> {
  const now = new Date();
  const venue = await venueByUuid(ctx.db, input.venueUuid);
  if (!venue) throw notFound('Error');
  // 403 is kept for expiry, which the client handles as "tab expired".
  if (venue.read_only_menu || !venue.is_currently_accepting_orders) {
    throw conflict(venue.read_only_menu ? 'This menu is read only' : NOT_ACCEPTING);
  }
  const room = await roomSessionOf(ctx.db, venue, input.guestSessionUuid, now);
  if (room) assertOwnRoom(room, input.table);
  const session = room ?? (input.guestSessionUuid ? await validGuestSession(ctx.db, venue, input.guestSessionUuid, now) : null);
  const opened = await reserve(ctx.throttle, [{ key: openTabKey(venue.id, input.table), limit: TABLE_OPEN_LIMIT }]);
  try {
    return await ctx.db.transaction(async (tx) => {
      const tab = await openTab(
        tx,
        {
          venueId: venue.id,
          table: input.table,
          firstName: input.firstName,
          lastName: input.lastName,
          withPassword: !isRoomService(venue),
          guestSessionId: session?.id ?? null,
          expiresAt: tabExpiry(now, ctx.config.tabExpiryMs, session?.check_out_at),
        },
        now,
      );
      if (input.guestId) await tx.query('UPDATE tabs SET opened_by_guest = $2 WHERE id = $1', [tab.id, input.guestId]);
      const order = await createOrder(tx, { venueId: venue.id, tab, guestSessionId: null, expiresAt: orderExpiry(ctx, now) }, now);
      return {
        order_uuid: order.uuid,
        tab_uuid: tab.uuid,
        tab_link: tabLink(origins(venue.slug), tab.uuid),
        status: order.status,
        tab_password: tab.password,
        table_number: tab.table_number,
      };
    });
  } catch (err) {
    // No tab opened (unknown or full table): the table's allowance is as it was.
    await opened.giveBack();
    throw err;
  }
}

const JOIN_MISMATCH = "Table number or password don't match";

/**
 * The open tab on the table with this password that the caller already belongs to (it holds the tab's
 * uuid, or its hotel session opened it): such a member joins again without guessing anything.
 */
async function ownTab(ctx: AppContext, venueId: number, input: { table: string; password: string }, caller: Caller, now: Date) {
  const held = [
    caller.tabUuid ? await tabByUuid(ctx.db, caller.tabUuid) : undefined,
    caller.guestSessionId !== null ? await openTabOfGuest(ctx.db, venueId, caller.guestSessionId, now) : undefined,
  ];
  return held.find(
    (tab) =>
      tab &&
      isTabMember(caller, tab) &&
      tab.venue_id === venueId &&
      tab.table_number === input.table &&
      tab.password === input.password &&
      !hasTabExpired(tab.expires_at, now),
  );
}

/**
 * Joins the open tab a table number and password name, with a fresh order for the joiner. Digits can
 * be guessed, so each wrong password counts against the client on that table and against the
 * table's ceiling, decided before the password is compared (see joinTabGuards); members of the tab
 * are never held up by what strangers tried.
 */
export async function joinTab(
  ctx: AppContext,
  input: { venueUuid: string; table: string; password: string; client: string; caller: Caller },
  origins: OriginOf,
): Promise<Omit<TabOpened, 'status'>> {
  const now = new Date();
  const venue = await venueByUuid(ctx.db, input.venueUuid);
  if (!venue) throw notFound(JOIN_MISMATCH);
  const tab =
    (await ownTab(ctx, venue.id, input, input.caller, now)) ??
    (await guess(ctx.throttle, joinTabGuards(venue.id, input.table, input.client), () =>
      tabByPassword(ctx.db, venue.id, input.table, input.password, now),
    ));
  if (!tab) throw notFound(JOIN_MISMATCH);
  const order = await ctx.db.transaction((tx) =>
    createOrder(tx, { venueId: venue.id, tab, guestSessionId: null, expiresAt: orderExpiry(ctx, now) }, now),
  );
  return {
    order_uuid: order.uuid,
    tab_uuid: tab.uuid,
    tab_link: tabLink(origins(venue.slug), tab.uuid),
    tab_password: tab.password,
    table_number: tab.table_number,
  };
}

/** A new open order at a venue, inside the given tab when there is one (403 once it expired). */
export async function newOrder(ctx: AppContext, venueUuid: string, tabUuid: string | null) {
  const now = new Date();
  const venue = await venueByUuid(ctx.db, venueUuid);
  if (!venue) throw notFound('Venue not found');
  let tab: TabRow | null = null;
  if (tabUuid) {
    tab = (await tabByUuid(ctx.db, tabUuid)) ?? null;
    if (!tab || tab.venue_id !== venue.id) throw notFound('Tab not found');
    if (hasTabExpired(tab.expires_at, now)) throw forbidden('Your Tab has expired');
  }
  const order = await ctx.db.transaction((tx) =>
    createOrder(tx, { venueId: venue.id, tab, guestSessionId: null, expiresAt: orderExpiry(ctx, now) }, now),
  );
  return { order_uuid: order.uuid, status: order.status, tab_uuid: tab?.uuid ?? null };
}

export interface LineInput {
  itemId: number;
  priceId: number | null;
  optionIds: number[];
  quantity: number;
  note: string;
}

/** Locks the order and checks it may change; returns it with its venue. */
async function changeableOrder(tx: Sql, orderUuid: string, now: Date): Promise<{ order: OrderRow; venue: VenueRow }> {
  const order = await lockOrder(tx, orderUuid);
  assertOrderChangeable(order, now);
  await assertTabAlive(tx, order, now);
  return { order, venue: await venueById(tx, order.venue_id) };
}

/**
 * Changes an open order's lines under the order's lock. A payment intent made for the order as
 * it was no longer matches it, so it is cancelled with the change (changingOrderCost).
 */
async function changeLines<T>(
  ctx: AppContext,
  orderUuid: string,
  change: (tx: Sql, order: OrderRow, venue: VenueRow) => Promise<T>,
): Promise<T> {
  const now = new Date();
  return changingOrderCost(ctx, async (tx, cancelIntents) => {
    const { order, venue } = await changeableOrder(tx, orderUuid, now);
    const result = await change(tx, order, venue);
    await cancelIntents(order.id, now);
    return result;
  });
}

async function orderableItem(tx: Sql, venueId: number, itemId: number): Promise<OrderableItem> {
  const item = await loadOrderableItem(tx, venueId, itemId);
  if (!item) throw badRequest(`Unknown item_id ${itemId}`);
  if (item.menuReadOnly) throw badRequest(`${item.name} is on a read-only menu`);
  return item;
}

async function orderPrice(tx: Sql, order: OrderRow): Promise<number> {
  return toMajor((await itemsTotalCents(tx, order.id)) + order.tip_cents);
}

export type LineResult = OrderItem & { order_price: number };

export async function addItem(ctx: AppContext, orderUuid: string, input: LineInput): Promise<LineResult> {
  return changeLines(ctx, orderUuid, async (tx, order, venue) => {
    assertVenueTakesOrders(venue);
    assertRoomForLines(await lineCount(tx, order.id), 1);
    const item = await orderableItem(tx, venue.id, input.itemId);
    const priced = priceLine(item, input);
    const { line, options } = await insertLine(tx, order.id, item, priced, input.note);
    return { ...lineJson(line, options), order_price: await orderPrice(tx, order) };
  });
}

export async function editItem(ctx: AppContext, orderUuid: string, lineId: number, input: Omit<LineInput, 'itemId'>): Promise<LineResult> {
  return changeLines(ctx, orderUuid, async (tx, order, venue) => {
    assertVenueTakesOrders(venue);
    const existing = await lineOfOrder(tx, order.id, lineId);
    if (!existing) throw notFound(`Order item ${lineId} not found`, 'order_line_not_found');
    const item = await orderableItem(tx, venue.id, existing.item_id);
    const priced = priceLine(item, input);
    const { line, options } = await updateLine(tx, existing.id, priced, input.note);
    return { ...lineJson(line, options), order_price: await orderPrice(tx, order) };
  });
}

/** Removing needs no open venue: a guest may always take something off an open order. */
export async function removeItem(ctx: AppContext, orderUuid: string, lineId: number) {
  return changeLines(ctx, orderUuid, async (tx, order) => {
    const deleted = await tx.query('DELETE FROM order_items WHERE id = $1 AND order_id = $2 RETURNING id', [lineId, order.id]);
    if (deleted.length === 0) throw notFound(`Order item ${lineId} not found`, 'order_line_not_found');
    return { removed: lineId, order_price: await orderPrice(tx, order) };
  });
}

/**
 * Copies a previous order's lines into the current open order at today's prices. Lines
 * that can no longer be ordered (out of stock, options gone) are skipped and named.
 */
export async function reOrder(ctx: AppContext, currentUuid: string, sourceUuid: string) {
  return changeLines(ctx, currentUuid, async (tx, order, venue) => {
    assertVenueTakesOrders(venue);
    const source = await orderByUuid(tx, sourceUuid);
    if (!source) throw notFound('Order to copy not found', 'reorder_source_not_found');
    if (source.venue_id !== venue.id) throw badRequest('The order to copy belongs to another venue');
    // Copying the current order into itself doubled it on every repeat. Another open order may be
    // copied: a guest's draft carries its dishes into the order of the tab they open or join.
    if (source.id === order.id) throw badRequest('An order cannot be copied into itself');
    const { lines } = await linesOf(tx, [source.id]);
    assertRoomForLines(await lineCount(tx, order.id), lines.length);
    const skipped: string[] = [];
    for (const old of lines) {
      try {
        const item = await orderableItem(tx, venue.id, old.item_id);
        const priced = priceLine(item, {
          priceId: old.price_id,
          optionIds: await optionIdsOfLine(tx, old.id),
          quantity: old.quantity,
        });
        await insertLine(tx, order.id, item, priced, old.note);
      } catch (err) {
        if (!(err instanceof RuleViolation)) throw err;
        skipped.push(old.name);
      }
    }
    if (lines.length > 0 && skipped.length === lines.length)
      throw badRequest('None of these items can be ordered now', 'reorder_nothing_available');
    const current = await linesOf(tx, [order.id]);
    return {
      order_uuid: order.uuid,
      order_items: current.lines.map((l) =>
        lineJson(
          l,
          current.options.filter((o) => o.order_item_id === l.id),
        ),
      ),
      order_price: await orderPrice(tx, order),
      skipped,
    };
  });
}
