import type { CheckoutAnswer } from '@tabula/shared/entities';
import type { AppContext } from '../context';
import type { Sql } from '../db/database';
import { assertTablessAllowed, assertTipAllowed, isCardMethod, type PaymentMethod } from '../rules/checkout';
import { assertOrderChangeable, assertVenueTakesOrders } from '../rules/ordering';
import { OrderStatus } from '../rules/status';
import { badRequest, conflict, forbidden, RuleViolation } from '../rules/violation';
import { guestSessionById, isSessionExpired } from './guests';
import { assertTabAlive, itemsTotalCents, lineCount, lockOrder, requireOrder, type OrderRow } from './orders';
import { changingOrderCost } from './payments';
import { assertOwnRoom, roomSessionOf } from './room-service';
import { tableFor, venueById, type VenueRow } from './venues';

export { PAYMENT_METHODS, type PaymentMethod } from '../rules/checkout';

export interface CheckoutInput {
  note: string;
  tipCents: number;
  table: string | null;
  method: PaymentMethod;
  email: string | null;
  /**
   * The total (items plus tip) the guest was shown and agreed to; null when the client names none. The
   * order is placed, and an intent made, only for exactly this amount.
   */
  shownTotalCents: number | null;
  /** The hotel guest session the request names (guest-session-uuid), which room service requires. */
  sessionUuid: string | null;
  /** The browser placing the order (its signed guest cookie): the bill says who ordered what. */
  guestId: string | null;
}

interface Prepared {
  venue: VenueRow;
  table: string;
  totalCents: number;
  /** The room a room charge goes to. */
  chargedRoom: string | null;
}

/** Everything checkout must hold true, checked the same way before and after creating an intent. */
async function prepare(sql: Sql, order: OrderRow, input: CheckoutInput, now: Date): Promise<Prepared> {
  assertOrderChangeable(order, now);
  const tab = await assertTabAlive(sql, order, now);
  const venue = await venueById(sql, order.venue_id);
  assertVenueTakesOrders(venue);
  if ((await lineCount(sql, order.id)) === 0) throw badRequest('Your order is empty', 'order_empty');
  const subtotalCents = await itemsTotalCents(sql, order.id);
  assertTipAllowed({ method: input.method, tipCents: input.tipCents, subtotalCents, currency: venue.currency });

  let chargedRoom: string | null = null;
  if (input.method === 'cash') {
    if (!venue.accept_cash) throw badRequest('This venue does not take cash', 'no_cash');
  } else if (input.method === 'room_charge') {
    if (!venue.accept_room_charge) throw badRequest('This venue cannot charge your room', 'no_room_charge');
    const sessionId = order.guest_session_id ?? tab?.guest_session_id ?? null;
    const session = sessionId === null ? undefined : await guestSessionById(sql, sessionId);
    if (!session) throw badRequest('Charge my room needs a hotel guest session', 'room_charge_needs_login');
    if (isSessionExpired(session, now)) throw forbidden('Guest session has expired', 'guest_session_expired');
    chargedRoom = session.room_number;
  } else if (!venue.accept_card || !venue.stripe_account_ref) {
    throw badRequest('This venue does not take card payments', 'no_card');
  }
  assertTablessAllowed({ method: input.method, hasTab: tab !== null, acceptsOrdersWithoutTab: venue.accept_orders_without_tab });

  // At room service an order without a tab is served to the caller's own room, as a tab there is:
  // nobody can have a room they do not hold sent food on its bill or at its door.
  const roomSession = tab === null ? await roomSessionOf(sql, venue, input.sessionUuid, now) : null;
  if (roomSession) assertOwnRoom(roomSession, input.table || null);
  const table = roomSession ? roomSession.room_number : await tableFor(sql, venue.id, tab, input.table || null);
  if (!table) throw badRequest('Choose a table', 'choose_table');

  const totalCents = subtotalCents + input.tipCents;
  // Checked under the order's lock with the rest: the order cannot change between this check and the
  // placing, and a change after an intent is made cancels that intent.
  if (input.shownTotalCents !== null && input.shownTotalCents !== totalCents) {
    throw conflict('The order is not what the guest was shown: its items or total changed', 'order_changed');
  }
  return { venue, table, totalCents, chargedRoom };
}

/**
 * Submits the order at once (status 2): cash and room charge, and a card order with nothing to charge,
 * which is paid as it is placed. The intents of earlier checkouts of the order are cancelled.
 */
async function submitNow(ctx: AppContext, orderUuid: string, input: CheckoutInput, now: Date): Promise<CheckoutAnswer> {
  const result = await changingOrderCost(ctx, async (tx, cancelIntents): Promise<CheckoutAnswer> => {
    const order = await lockOrder(tx, orderUuid);
    const { table, totalCents, chargedRoom } = await prepare(tx, order, input, now);
    const paidNow = isCardMethod(input.method);
    if (paidNow && totalCents !== 0) throw conflict('The order changed during checkout; please try again', 'order_changed');
    // A card intent of an earlier checkout must not charge the guest for this order too.
    await cancelIntents(order.id, now);
    await tx.query(
      `UPDATE orders SET status = $2, submitted_for_review = $3, expires_at = $4, note = $5, tip_cents = $6,
         table_number = $7, payment_method = $8, email = $9, is_paid = $10, charged_room = $11, guest_id = COALESCE($12, guest_id)
       WHERE id = $1`,
      [
        order.id,
        OrderStatus.Submitted,
        now,
        new Date(now.getTime() + ctx.config.orderExpiryMs),
        input.note,
        input.tipCents,
        table,
        input.method,
        input.email,
        paidNow,
        chargedRoom,
        input.guestId,
      ],
    );
    return { payment_intent: null, order_uuid: order.uuid, status: OrderStatus.Submitted };
  });
  ctx.autoAccept.submitted(result.order_uuid);
  return result;
}

/**
 * Cash and room charge submit the order at once (submitNow). Card and wallets create a
 * payment intent first, outside any transaction (a slow provider must not hold row locks),
 * then record the method and intent; the order is submitted when the payment is confirmed.
 * Either way the intents of earlier checkouts of the order are cancelled.
 */
export async function checkout(ctx: AppContext, orderUuid: string, input: CheckoutInput): Promise<CheckoutAnswer> {
  const now = new Date();
  if (input.method === 'cash' || input.method === 'room_charge') return submitNow(ctx, orderUuid, input, now);
  const before = await requireOrder(ctx.db, orderUuid);
  const { venue, totalCents } = await prepare(ctx.db, before, input, now);
  // Nothing to charge: no card is asked for, and the order is placed paid.
  if (totalCents === 0) return submitNow(ctx, orderUuid, input, now);
  let intent;
  try {
    intent = await ctx.payments.createIntent({
      orderUuid: before.uuid,
      amountCents: totalCents,
      currency: venue.currency,
      connectedAccount: venue.stripe_account_ref ?? '',
      receiptEmail: input.email,
      description: `${venue.name} order ${before.reference_id}`,
    });
  } catch (err) {
    throw new RuleViolation(502, `Payment provider error: ${err instanceof Error ? err.message : String(err)}`, 'payment_provider_failed');
  }
  return changingOrderCost(ctx, async (tx, cancelIntents): Promise<CheckoutAnswer> => {
    const order = await lockOrder(tx, orderUuid);
    const again = await prepare(tx, order, input, now);
    if (again.totalCents !== totalCents) throw conflict('The order changed during checkout; please try again', 'order_changed');
    // Only the newest intent may pay for the order: an older one confirmed as well would charge twice.
    await cancelIntents(order.id, now);
    await tx.query(
      `UPDATE orders SET note = $2, tip_cents = $3, table_number = $4, payment_method = $5, email = $6, guest_id = COALESCE($7, guest_id)
       WHERE id = $1`,
      [order.id, input.note, input.tipCents, again.table, input.method, input.email, input.guestId],
    );
    await tx.query(
      `INSERT INTO payments (order_id, provider, intent_id, client_secret, amount_cents, currency)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [order.id, ctx.payments.name, intent.id, intent.clientSecret, totalCents, venue.currency],
    );
    return { payment_intent: { id: intent.id, client_secret: intent.clientSecret }, order_uuid: order.uuid, status: order.status };
  });
}
