import { randomUUID } from 'node:crypto';
import type { Bill, BillOrder, BillPaymentRecord, BillPaymentStarted, BillPaymentState, BillWay } from '@tabula/shared/entities';
import type { AppContext } from '../context';
import type { Sql } from '../db/database';
import { allocate, assertBillTip, orderedBy, paymentAmount, type Allocation, type PaymentAsked } from '../rules/bill';
import { CARD_METHODS } from '../rules/checkout';
import { OrderStatus } from '../rules/status';
import { badRequest, conflict, notFound, RuleViolation } from '../rules/violation';
import { guestSessionById, isSessionExpired, type GuestSessionRow } from './guests';
import type { Caller } from './membership';
import { linesOf } from './orders';
import { recordBillPaymentRefund, processRefunds, refundExpiredOrders } from './refunds';
import type { TabRow } from './tabs';
import { businessIdOf, type VenueRow } from './venues';

/** Whose bill: a tab's (every member's), or one browser's own orders at a venue without tabs. */
export type BillScope = { tab: TabRow } | { guestId: string };

interface BillRow {
  id: number;
  paid_cents: number;
  held_cents: number;
}

/**
 * The orders a bill holds: submitted or accepted orders put on the bill ('Add to tab', paid in the app or
 * at the table), not declined and not left to expire unaccepted. A guest's own bill looks back one day,
 * and keeps an order its payments paid part of, so what it paid always stands against what it holds.
 * Parameters: $1 the bill, $2 now.
 */
const ON_BILL = `
  o.status IN (${OrderStatus.Submitted}, ${OrderStatus.Accepted}) AND o.payment_method = 'cash'
  AND NOT (o.status = ${OrderStatus.Submitted} AND o.expires_at <= $2)
  AND EXISTS (
    SELECT 1 FROM bills b WHERE b.id = $1 AND (
      o.tab_id = b.tab_id
      OR (b.guest_id IS NOT NULL AND o.tab_id IS NULL AND o.venue_id = b.venue_id AND o.guest_id = b.guest_id
          AND (o.submitted_for_review > $2::timestamptz - interval '1 day'
               OR EXISTS (SELECT 1 FROM bill_allocations a JOIN bill_payments p ON p.id = a.payment_id
                           WHERE a.order_id = o.id AND p.bill_id = b.id)))))`;

/** What the orders on a bill cost, in cents. Parameters: $1 the bill, $2 now. */
const DUE_CENTS = `SELECT COALESCE(sum(i.unit_price_cents::bigint * i.quantity), 0) AS cents
  FROM orders o JOIN order_items i ON i.order_id = o.id WHERE ${ON_BILL}`;

/** The bill's ledger row, made on first use. */
async function billRow(sql: Sql, venueId: number, scope: BillScope): Promise<BillRow> {
  const tabId = 'tab' in scope ? scope.tab.id : null;
  const guestId = 'guestId' in scope ? scope.guestId : null;
  await sql.query('INSERT INTO bills (venue_id, tab_id, guest_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [venueId, tabId, guestId]);
  const [row] = await sql.query<BillRow>(
    `SELECT id, paid_cents::int AS paid_cents, held_cents::int AS held_cents FROM bills
      WHERE ($2::int IS NOT NULL AND tab_id = $2) OR ($3::uuid IS NOT NULL AND venue_id = $1 AND guest_id = $3)`,
    [venueId, tabId, guestId],
  );
  if (!row) throw new Error('Bill row vanished');
  return row;
}

interface BillOrderRow {
  id: number;
  uuid: string;
  reference_id: number;
  status: typeof OrderStatus.Submitted | typeof OrderStatus.Accepted;
  submitted_for_review: Date | null;
  guest_id: string | null;
}

/** The bill as it stands: its orders with their lines, which lines are claimed, and its payments. */
async function billState(sql: Sql, billId: number, now: Date) {
  const orders = await sql.query<BillOrderRow>(
    `SELECT o.id, o.uuid, o.reference_id, o.status, o.submitted_for_review, o.guest_id FROM orders o
      WHERE ${ON_BILL} ORDER BY o.submitted_for_review, o.id`,
    [billId, now],
  );
  const { lines, options } = await linesOf(
    sql,
    orders.map((o) => o.id),
  );
  const claimed = new Set(
    (
      await sql.query<{ order_item_id: number }>('SELECT order_item_id FROM bill_line_claims WHERE order_item_id = ANY($1::int[])', [
        lines.map((l) => l.id),
      ])
    ).map((c) => c.order_item_id),
  );
  const allocated = await sql.query<{ order_id: number; cents: number | string }>(
    `SELECT a.order_id, sum(a.amount_cents)::bigint AS cents FROM bill_allocations a JOIN bill_payments p ON p.id = a.payment_id
      WHERE p.bill_id = $1 GROUP BY a.order_id`,
    [billId],
  );
  const allocatedOf = new Map(allocated.map((a) => [a.order_id, Number(a.cents)]));
  const lineCents = (l: { unit_price_cents: number; quantity: number }) => l.unit_price_cents * l.quantity;
  const totals = new Map(orders.map((o) => [o.id, lines.filter((l) => l.order_id === o.id).reduce((sum, l) => sum + lineCents(l), 0)]));
  return { orders, lines, options, claimed, allocatedOf, totals, lineCents };
}

async function paymentsOf(sql: Sql, billId: number): Promise<BillPaymentRecord[]> {
  const rows = await sql.query<{
    uuid: string;
    way: BillWay;
    method: string;
    amount_cents: number;
    tip_cents: number;
    refunded: number | string;
    paid_at: Date;
  }>(
    `SELECT p.uuid, p.way, p.method, p.amount_cents, p.tip_cents, p.paid_at,
            COALESCE((SELECT sum(r.amount_cents) FROM refunds r WHERE r.bill_payment_id = p.id), 0)::bigint AS refunded
       FROM bill_payments p WHERE p.bill_id = $1 AND p.status = 'succeeded' ORDER BY p.paid_at, p.id`,
    [billId],
  );
  return rows.map((r) => ({
    payment_uuid: r.uuid,
    way: r.way,
    method: r.method,
    amount_cents: r.amount_cents,
    tip_cents: r.tip_cents,
    refunded_cents: Number(r.refunded),
    paid_at: r.paid_at.toISOString(),
  }));
}

export interface BillContext {
  venue: VenueRow;
  scope: BillScope;
  caller: Caller;
  /** The browser asking (its guest cookie), to mark its own orders. */
  guestId: string | null;
}

/**
 * The hotel guest session that may charge this bill to a room: only the caller's own. A friend who joined
 * the tab by its link is a member, but their phone holds no key to the room of the guest who opened it.
 */
async function roomSessionFor(sql: Sql, bc: BillContext, now: Date): Promise<GuestSessionRow | null> {
  const id = bc.caller.guestSessionId;
  if (id === null) return null;
  const session = await guestSessionById(sql, id);
  if (!session || session.business_venue_id !== businessIdOf(bc.venue) || isSessionExpired(session, now)) return null;
  return session;
}

const takesCard = (venue: VenueRow) => venue.accept_card && Boolean(venue.stripe_account_ref);

/** Ends the holds of payments whose card was not confirmed in time, so their amount can be paid again. */
async function releaseExpiredHolds(ctx: AppContext, billId: number | null, now: Date): Promise<void> {
  const released = await ctx.db.transaction((tx) =>
    releaseWhere(tx, `status = 'held' AND hold_until <= $1 AND ($2::int IS NULL OR bill_id = $2)`, [now, billId]),
  );
  await cancelAtProvider(ctx, released);
}

interface Released {
  id: number;
  intent_id: string | null;
  provider: string | null;
  stripe_account_ref: string | null;
}

/** Releases held payments: their amount leaves the bill's held figure and their lines may be picked again. */
async function releaseWhere(tx: Sql, where: string, params: unknown[]): Promise<Released[]> {
  return tx.query<Released>(
    `WITH gone AS (
       UPDATE bill_payments SET status = 'released' WHERE ${where} RETURNING id, bill_id, amount_cents, intent_id, provider
     ), held AS (
       UPDATE bills b SET held_cents = b.held_cents - s.cents
         FROM (SELECT bill_id, sum(amount_cents) AS cents FROM gone GROUP BY bill_id) s WHERE b.id = s.bill_id
     ), unclaimed AS (
       DELETE FROM bill_line_claims c USING gone WHERE c.payment_id = gone.id
     )
     SELECT g.id, g.intent_id, g.provider, v.stripe_account_ref
       FROM gone g JOIN bills b ON b.id = g.bill_id JOIN venues v ON v.id = b.venue_id`,
    params,
  );
}

/** A released card payment's intent is cancelled at the provider, so it can no longer be confirmed. */
async function cancelAtProvider(ctx: AppContext, released: Released[]): Promise<void> {
  for (const payment of released) {
    if (!payment.intent_id || payment.provider !== ctx.payments.name) continue;
    try {
      await ctx.payments.cancelIntent({ intentId: payment.intent_id, connectedAccount: payment.stripe_account_ref ?? '' });
    } catch (err) {
      // An intent that succeeded meanwhile cannot be cancelled: its success is refunded when it arrives.
      const message = err instanceof Error ? err.message : String(err);
      ctx.log.warn({ intent: payment.intent_id, err }, `payment provider: cancel failed: ${message}`);
      await ctx.db.query('UPDATE bill_payments SET provider_error = $2 WHERE id = $1', [payment.id, `cancel failed: ${message}`]);
    }
  }
}

/** The bill for this caller: every order on it with its lines and who ordered it, what is paid and what is due. */
export async function billFor(ctx: AppContext, bc: BillContext, now = new Date()): Promise<Bill> {
  const row = await billRow(ctx.db, bc.venue.id, bc.scope);
  await refundExpiredOrders(ctx, now, row.id);
  await releaseExpiredHolds(ctx, row.id, now);
  const bill = await billRow(ctx.db, bc.venue.id, bc.scope);
  const state = await billState(ctx.db, bill.id, now);
  const opener = 'tab' in bc.scope ? await openerOf(ctx.db, bc.scope.tab) : { guestId: null, name: '' };
  const who = orderedBy(
    state.orders.map((o) => ({ guestId: o.guest_id })),
    opener,
  );
  const orders = state.orders.map((order, index): BillOrder => {
    const total = state.totals.get(order.id) ?? 0;
    const fullyPaid = (state.allocatedOf.get(order.id) ?? 0) >= total;
    return {
      order_uuid: order.uuid,
      reference_id: order.reference_id,
      ordered_by: who[index]?.name ?? null,
      guest_number: who[index]?.number ?? null,
      mine: bc.guestId !== null && order.guest_id === bc.guestId,
      status: order.status,
      submitted_for_review: order.submitted_for_review?.toISOString() ?? null,
      total_cents: total,
      lines: state.lines
        .filter((l) => l.order_id === order.id)
        .map((l) => ({
          order_item_id: l.id,
          name: l.name,
          quantity: l.quantity,
          options: state.options.filter((o) => o.order_item_id === l.id).map((o) => o.name),
          amount_cents: state.lineCents(l),
          paid: fullyPaid || state.claimed.has(l.id),
        })),
    };
  });
  const total = [...state.totals.values()].reduce((sum, cents) => sum + cents, 0);
  const balance = Math.max(0, total - bill.paid_cents);
  const session = await roomSessionFor(ctx.db, bc, now);
  return {
    tab_uuid: 'tab' in bc.scope ? bc.scope.tab.uuid : null,
    currency: bc.venue.currency,
    orders,
    total_cents: total,
    paid_cents: bill.paid_cents,
    pending_cents: bill.held_cents,
    balance_due_cents: balance,
    payable_cents: Math.max(0, balance - bill.held_cents),
    payments: await paymentsOf(ctx.db, bill.id),
    methods: { card: takesCard(bc.venue), room_charge: bc.venue.accept_room_charge && session !== null },
  };
}

/** The tab's opener, as the bill names them: the browser that opened it and their first name. */
async function openerOf(sql: Sql, tab: TabRow): Promise<{ guestId: string | null; name: string }> {
  const [row] = await sql.query<{ opened_by_guest: string | null }>('SELECT opened_by_guest FROM tabs WHERE id = $1', [tab.id]);
  return { guestId: row?.opened_by_guest ?? null, name: tab.first_name };
}

export interface BillPaymentInput extends PaymentAsked {
  /** The balance due the guest was shown. */
  balanceCents: number;
  tipCents: number;
  method: string;
  email: string | null;
}

const HELD_ELSEWHERE = 'The bill changed: someone else is paying or has paid part of it. Nothing was charged.';

/**
 * Starts a payment of the bill. Its amount is worked out from the bill as it stands and reserved in one
 * statement, which also checks the balance is the one the guest was shown: members paying at once queue
 * on the bill's row, and the one who would pay more than is left is refused before any card is touched.
 * A card payment's intent is made after the reservation, for the amount reserved plus the tip; a room
 * charge is settled at once.
 */
export async function startBillPayment(ctx: AppContext, bc: BillContext, input: BillPaymentInput): Promise<BillPaymentStarted> {
  const now = new Date();
  const isCard = (CARD_METHODS as readonly string[]).includes(input.method);
  if (isCard && !takesCard(bc.venue)) throw badRequest('This venue does not take card payments', 'no_card');
  let room: GuestSessionRow | null = null;
  if (input.method === 'room_charge') {
    if (!bc.venue.accept_room_charge) throw badRequest('This venue cannot charge your room', 'no_room_charge');
    room = await roomSessionFor(ctx.db, bc, now);
    if (!room) throw badRequest('Charge my room needs a hotel guest session', 'room_charge_needs_login');
  } else if (!isCard) {
    throw badRequest('Pay the bill by card, wallet or room charge; for cash, ask for the bill at the table');
  }
  const row = await billRow(ctx.db, bc.venue.id, bc.scope);
  await refundExpiredOrders(ctx, now, row.id);
  await releaseExpiredHolds(ctx, row.id, now);

  const paymentUuid = randomUUID();
  const reserved = await ctx.db.transaction(async (tx) => {
    const state = await billState(tx, row.id, now);
    const [ledger] = await tx.query<BillRow>(
      'SELECT id, paid_cents::int AS paid_cents, held_cents::int AS held_cents FROM bills WHERE id = $1',
      [row.id],
    );
    if (!ledger) throw new Error('Bill row vanished');
    const total = [...state.totals.values()].reduce((sum, cents) => sum + cents, 0);
    const balance = Math.max(0, total - ledger.paid_cents);
    if (balance !== input.balanceCents) throw conflict(HELD_ELSEWHERE, 'bill_changed');
    const lineCents = new Map(state.lines.map((l) => [l.id, state.lineCents(l)]));
    for (const id of input.orderItemIds ?? []) {
      if (state.claimed.has(id)) throw conflict('Someone else has paid, or is paying, for that item', 'bill_line_paid');
    }
    const amount = paymentAmount(input, balance, lineCents);
    assertBillTip(input.tipCents, amount);
    // The one statement that decides: it adds to the held figure only while paid + held + amount stays within
    // what the bill's orders cost, and the balance is still the one shown. A racing payer waits on this row
    // and is then checked against the held figure this one left.
    const [ok] = await tx.query<{ id: number }>(
      `WITH due AS (${DUE_CENTS})
       UPDATE bills b SET held_cents = b.held_cents + $3 FROM due
        WHERE b.id = $1 AND b.paid_cents + b.held_cents + $3 <= due.cents AND due.cents - b.paid_cents = $4
       RETURNING b.id`,
      [row.id, now, amount, input.balanceCents],
    );
    if (!ok) throw conflict(HELD_ELSEWHERE, 'bill_changed');
    const [payment] = await tx.query<{ id: number }>(
      `INSERT INTO bill_payments (uuid, bill_id, way, method, amount_cents, tip_cents, guest_id, charged_room, email, hold_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        paymentUuid,
        row.id,
        input.way,
        input.method,
        amount,
        input.tipCents,
        bc.guestId,
        room?.room_number ?? null,
        input.email,
        new Date(now.getTime() + ctx.config.billHoldMs),
      ],
    );
    if (!payment) throw new Error('Bill payment insert returned nothing');
    if (input.way === 'items') {
      const claims = await tx.query(
        `INSERT INTO bill_line_claims (order_item_id, payment_id) SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING RETURNING order_item_id`,
        [input.orderItemIds, payment.id],
      );
      if (claims.length !== (input.orderItemIds ?? []).length) {
        throw conflict('Someone else has paid, or is paying, for that item', 'bill_line_paid');
      }
    }
    if (room) await succeed(tx, payment.id, now);
    return { id: payment.id, amount };
  });

  const started = {
    payment_uuid: paymentUuid,
    amount_cents: reserved.amount,
    tip_cents: input.tipCents,
    total_cents: reserved.amount + input.tipCents,
  };
  if (room) {
    await processRefunds(ctx, { billPaymentId: reserved.id });
    return { ...started, status: 'succeeded', payment_intent: null };
  }
  let intent;
  try {
    intent = await ctx.payments.createIntent({
      orderUuid: paymentUuid,
      amountCents: started.total_cents,
      currency: bc.venue.currency,
      connectedAccount: bc.venue.stripe_account_ref ?? '',
      receiptEmail: input.email,
      description: `${bc.venue.name} bill`,
    });
  } catch (err) {
    await ctx.db.transaction((tx) => releaseWhere(tx, `id = $1 AND status = 'held'`, [reserved.id]));
    throw new RuleViolation(502, `Payment provider error: ${err instanceof Error ? err.message : String(err)}`, 'payment_provider_failed');
  }
  await ctx.db.query('UPDATE bill_payments SET provider = $2, intent_id = $3, client_secret = $4 WHERE id = $1', [
    reserved.id,
    ctx.payments.name,
    intent.id,
    intent.clientSecret,
  ]);
  return { ...started, status: 'pending', payment_intent: { id: intent.id, client_secret: intent.clientSecret } };
}

interface LockedBillPayment {
  id: number;
  uuid: string;
  bill_id: number;
  status: 'held' | 'succeeded' | 'released';
  amount_cents: number;
  way: BillWay;
  charged_room: string | null;
}

/**
 * A held payment succeeded: its amount moves from held to paid, is spread over the orders it pays (its own
 * lines first), and every order paid in full reads paid. What the orders cannot take is given back.
 */
async function succeed(tx: Sql, paymentId: number, now: Date): Promise<void> {
  const [payment] = await tx.query<LockedBillPayment>(
    `UPDATE bill_payments SET status = 'succeeded', paid_at = $2 WHERE id = $1 AND status = 'held'
     RETURNING id, uuid, bill_id, status, amount_cents, way, charged_room`,
    [paymentId, now],
  );
  if (!payment) return;
  const state = await billState(tx, payment.bill_id, now);
  const owed = state.orders.map((o) => ({ id: o.id, owedCents: (state.totals.get(o.id) ?? 0) - (state.allocatedOf.get(o.id) ?? 0) }));
  const ownLines = await tx.query<{ order_id: number; cents: number }>(
    `SELECT i.order_id, i.unit_price_cents * i.quantity AS cents FROM bill_line_claims c JOIN order_items i ON i.id = c.order_item_id
      WHERE c.payment_id = $1`,
    [payment.id],
  );
  const linesPaid: Allocation[] = ownLines.map((l) => ({ orderId: l.order_id, cents: l.cents }));
  const { allocations, leftOverCents } = allocate(payment.amount_cents, owed, linesPaid);
  const paidCents = payment.amount_cents - leftOverCents;
  await tx.query('UPDATE bills SET held_cents = held_cents - $2, paid_cents = paid_cents + $3 WHERE id = $1', [
    payment.bill_id,
    payment.amount_cents,
    paidCents,
  ]);
  for (const a of allocations) {
    await tx.query('INSERT INTO bill_allocations (payment_id, order_id, amount_cents) VALUES ($1, $2, $3)', [
      payment.id,
      a.orderId,
      a.cents,
    ]);
  }
  // An order is paid once what payments gave it reaches what it costs.
  await tx.query(
    `UPDATE orders o SET is_paid = true
      WHERE o.id = ANY($1::int[])
        AND (SELECT COALESCE(sum(amount_cents), 0) FROM bill_allocations WHERE order_id = o.id)
            >= (SELECT COALESCE(sum(unit_price_cents::bigint * quantity), 0) FROM order_items WHERE order_id = o.id)`,
    [allocations.map((a) => a.orderId)],
  );
  if (leftOverCents > 0) await recordBillPaymentRefund(tx, payment.id, leftOverCents, 'overpaid');
}

/** What a provider's verdict did to a bill payment; 'unknown' for an intent no bill payment has. */
export type BillSettlement = 'unknown' | 'recorded' | 'released';

/**
 * Records the provider's verdict on a bill payment's intent. A decline releases the hold (the guest may pay
 * again, with another card); a success settles it once, however often it is told. A success for a payment
 * whose hold already ended (abandoned, held too long) takes nothing: its money is given back whole.
 */
export async function settleBillPayment(ctx: AppContext, intentId: string, outcome: 'succeeded' | 'failed'): Promise<BillSettlement> {
  const now = new Date();
  const result = await ctx.db.transaction(async (tx): Promise<{ settlement: BillSettlement; refundId?: number }> => {
    const [payment] = await tx.query<LockedBillPayment>(
      `SELECT id, uuid, bill_id, status, amount_cents, way, charged_room FROM bill_payments WHERE intent_id = $1`,
      [intentId],
    );
    if (!payment) return { settlement: 'unknown' };
    // The bill's row first, as a reservation takes it: two of them never wait on each other.
    await tx.query('SELECT id FROM bills WHERE id = $1 FOR UPDATE', [payment.bill_id]);
    const [locked] = await tx.query<LockedBillPayment>(
      'SELECT id, uuid, bill_id, status, amount_cents, way, charged_room FROM bill_payments WHERE id = $1 FOR UPDATE',
      [payment.id],
    );
    if (!locked) throw new Error('Bill payment vanished');
    if (outcome === 'failed') {
      await releaseWhere(tx, `id = $1 AND status = 'held'`, [locked.id]);
      return { settlement: locked.status === 'succeeded' ? 'recorded' : 'released' };
    }
    if (locked.status === 'held') {
      await succeed(tx, locked.id, now);
      return { settlement: 'recorded', refundId: locked.id };
    }
    if (locked.status === 'released') {
      await recordBillPaymentRefund(tx, locked.id, locked.amount_cents, 'released');
      ctx.log.warn({ intent: intentId }, 'bill payment succeeded after its hold ended: refunding it whole');
      return { settlement: 'released', refundId: locked.id };
    }
    return { settlement: 'recorded' };
  });
  if (result.refundId !== undefined) await processRefunds(ctx, { billPaymentId: result.refundId });
  return result.settlement;
}

/** A bill payment by its client secret (the simulator's confirmation), with its status. */
export async function billPaymentBySecret(sql: Sql, clientSecret: string) {
  const [row] = await sql.query<{ intent_id: string; provider: string; status: LockedBillPayment['status'] }>(
    'SELECT intent_id, provider, status FROM bill_payments WHERE client_secret = $1',
    [clientSecret],
  );
  return row;
}

/** The guest gave up on a payment (or its card could not be confirmed): its hold ends and its amount is payable again. */
export async function releaseBillPayment(ctx: AppContext, paymentUuid: string): Promise<BillPaymentState> {
  const released = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.query<{ id: number; bill_id: number }>('SELECT id, bill_id FROM bill_payments WHERE uuid = $1', [
      paymentUuid,
    ]);
    if (!payment) throw notFound('Payment not found', 'payment_not_found');
    await tx.query('SELECT id FROM bills WHERE id = $1 FOR UPDATE', [payment.bill_id]);
    return releaseWhere(tx, `id = $1 AND status = 'held'`, [payment.id]);
  });
  await cancelAtProvider(ctx, released);
  return billPaymentStatus(ctx.db, paymentUuid);
}

export async function billPaymentStatus(sql: Sql, paymentUuid: string): Promise<BillPaymentState> {
  const [row] = await sql.query<{ status: LockedBillPayment['status'] }>('SELECT status FROM bill_payments WHERE uuid = $1', [paymentUuid]);
  if (!row) throw notFound('Payment not found', 'payment_not_found');
  return { payment_uuid: paymentUuid, status: row.status };
}

/** Releases every hold that ran out, on any bill: run by the money sweep. */
export async function releaseAllExpiredHolds(ctx: AppContext, now = new Date()): Promise<void> {
  await releaseExpiredHolds(ctx, null, now);
}
