import type { AppContext } from '../context';
import type { Sql } from '../db/database';
import type { IntentRef } from '../payments/provider';
import { OrderStatus } from '../rules/status';
import { itemsTotalCents } from './orders';

/**
 * payments.status: 'pending' and 'failed' intents can still be confirmed at the provider;
 * 'canceled' ones were stopped because the order changed; 'stale' ones got a success verdict
 * anyway, which left the order open (see settlePayment).
 */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'stale';

export interface PaymentRow {
  id: number;
  order_id: number;
  provider: string;
  intent_id: string;
  status: PaymentStatus;
}

/** A payment with what a provider call about it needs. */
interface ProviderPayment {
  id: number;
  provider: string;
  intent_id: string;
  stripe_account_ref: string | null;
}

export async function paymentByClientSecret(ctx: AppContext, clientSecret: string): Promise<PaymentRow | undefined> {
  const [row] = await ctx.db.query<PaymentRow>('SELECT id, order_id, provider, intent_id, status FROM payments WHERE client_secret = $1', [
    clientSecret,
  ]);
  return row;
}

/**
 * Runs `change`, which changes what an order costs, in one transaction. Inside it, under the
 * order's lock, `cancelIntents(orderId, now)` cancels every intent of the order that could still be
 * confirmed: each was made for the order as it was. Once committed they are cancelled at the
 * provider too, outside any transaction (a slow provider must not hold row locks). A provider
 * failure never undoes the change: it is recorded and logged, and settlePayment refuses the intent
 * all the same.
 */
export async function changingOrderCost<T>(
  ctx: AppContext,
  change: (tx: Sql, cancelIntents: (orderId: number, now: Date) => Promise<void>) => Promise<T>,
): Promise<T> {
  const canceled: ProviderPayment[] = [];
  const result = await ctx.db.transaction((tx) =>
    change(tx, async (orderId, now) => {
      canceled.push(...(await cancelOpenIntents(tx, orderId, now)));
    }),
  );
  for (const payment of canceled) {
    await callProvider(ctx, payment, 'cancel', (ref) => ctx.payments.cancelIntent(ref));
  }
  return result;
}

async function cancelOpenIntents(tx: Sql, orderId: number, now: Date): Promise<ProviderPayment[]> {
  return tx.query<ProviderPayment>(
    `UPDATE payments p SET status = 'canceled', updated_at = $2
     FROM orders o JOIN venues v ON v.id = o.venue_id
     WHERE p.order_id = $1 AND o.id = p.order_id AND p.status IN ('pending', 'failed')
     RETURNING p.id, p.provider, p.intent_id, v.stripe_account_ref`,
    [orderId, now],
  );
}

/** Runs one provider call about a payment; false (recorded in provider_error, logged) when it failed. */
async function callProvider(
  ctx: AppContext,
  payment: ProviderPayment,
  what: 'cancel' | 'refund',
  call: (ref: IntentRef) => Promise<void>,
): Promise<boolean> {
  try {
    // An intent belongs to the provider that made it; another one cannot act on it.
    if (payment.provider !== ctx.payments.name) {
      throw new Error(`the intent was made by ${payment.provider}, but ${ctx.payments.name} is configured`);
    }
    await call({ intentId: payment.intent_id, connectedAccount: payment.stripe_account_ref ?? '' });
    return true;
  } catch (err) {
    const message = `${what} failed: ${err instanceof Error ? err.message : String(err)}`;
    ctx.log.error({ intent: payment.intent_id, err }, `payment provider: ${message}; staff must ${what} this intent by hand`);
    await ctx.db
      .query('UPDATE payments SET provider_error = $2, updated_at = now() WHERE id = $1', [payment.id, message])
      .catch((dbErr: unknown) => ctx.log.error({ intent: payment.intent_id, err: dbErr }, 'could not record the provider failure'));
    return false;
  }
}

/** What a verdict did: 'stale' when it was a success the order can no longer take. */
export type Settlement = 'unknown' | 'recorded' | 'stale';

interface LockedPayment extends ProviderPayment {
  order_id: number;
  status: PaymentStatus;
  amount_cents: number;
  refunded_at: Date | null;
}

interface LockedOrder {
  id: number;
  uuid: string;
  status: number;
  tip_cents: number;
}

/**
 * Locks the payment's order, then the payment: item changes and checkout lock the order before
 * its payments, and the same order here keeps two of them from waiting on each other.
 */
async function lockPayment(tx: Sql, intentId: string): Promise<{ payment: LockedPayment; order: LockedOrder } | undefined> {
  const [found] = await tx.query<{ order_id: number }>('SELECT order_id FROM payments WHERE intent_id = $1', [intentId]);
  if (!found) return undefined;
  const [order] = await tx.query<LockedOrder>('SELECT id, uuid, status, tip_cents FROM orders WHERE id = $1 FOR UPDATE', [found.order_id]);
  const [payment] = await tx.query<LockedPayment>(
    `SELECT p.id, p.order_id, p.provider, p.intent_id, p.status, p.amount_cents, p.refunded_at, v.stripe_account_ref
     FROM payments p JOIN orders o ON o.id = p.order_id JOIN venues v ON v.id = o.venue_id
     WHERE p.intent_id = $1 FOR UPDATE OF p`,
    [intentId],
  );
  if (!order || !payment) throw new Error(`Payment ${intentId} or its order vanished`);
  return { payment, order };
}

interface Outcome {
  settlement: Settlement;
  /** An order this verdict submitted. */
  submitted?: string;
  /** A stale payment whose money is still to go back. */
  refund?: LockedPayment;
}

/**
 * Records a provider's verdict on an intent. Success submits the order (status 2, paid) if it
 * is still open; a repeated or late verdict after success changes nothing. A success for an
 * intent that no longer matches the order (cancelled, or for another amount than the order's
 * items plus tip now) is 'stale': the order stays open and unpaid, the payment is marked
 * 'stale' and its money refunded. Returns 'unknown' for an intent this API never created.
 */
export async function settlePayment(ctx: AppContext, intentId: string, outcome: 'succeeded' | 'failed'): Promise<Settlement> {
  const now = new Date();
  const result = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const locked = await lockPayment(tx, intentId);
    if (!locked) return { settlement: 'unknown' };
    if (outcome === 'failed') return recordFailure(tx, locked.payment, now);
    return recordSuccess(ctx, tx, locked.payment, locked.order, now);
  });
  if (result.refund) await refundStale(ctx, result.refund);
  if (result.submitted) ctx.autoAccept.submitted(result.submitted);
  return result.settlement;
}

/** A decline leaves an intent the guest may retry; it changes nothing once the intent is past that. */
async function recordFailure(tx: Sql, payment: LockedPayment, now: Date): Promise<Outcome> {
  if (payment.status === 'pending' || payment.status === 'failed') {
    await tx.query(`UPDATE payments SET status = 'failed', updated_at = $2 WHERE id = $1`, [payment.id, now]);
  }
  return { settlement: 'recorded' };
}

async function recordSuccess(ctx: AppContext, tx: Sql, payment: LockedPayment, order: LockedOrder, now: Date): Promise<Outcome> {
  if (payment.status === 'succeeded') return { settlement: 'recorded' };
  // A repeated verdict retries a refund that failed before.
  if (payment.status === 'stale') return { settlement: 'stale', ...(payment.refunded_at === null && { refund: payment }) };
  // What checkout asks for: the items as they are now plus the tip it recorded.
  const dueCents = (await itemsTotalCents(tx, order.id)) + order.tip_cents;
  if (payment.status === 'canceled' || payment.amount_cents !== dueCents) {
    await tx.query(`UPDATE payments SET status = 'stale', updated_at = $2 WHERE id = $1`, [payment.id, now]);
    ctx.log.warn(
      { intent: payment.intent_id, order: order.uuid, was: payment.status, paidCents: payment.amount_cents, dueCents },
      'payment succeeded for an intent that no longer matches its order: order left open, refunding',
    );
    return { settlement: 'stale', refund: payment };
  }
  await tx.query(`UPDATE payments SET status = 'succeeded', updated_at = $2 WHERE id = $1`, [payment.id, now]);
  if (order.status !== OrderStatus.Open) {
    await tx.query('UPDATE orders SET is_paid = true WHERE id = $1', [order.id]);
    return { settlement: 'recorded' };
  }
  await tx.query(`UPDATE orders SET status = $2, is_paid = true, submitted_for_review = $3, expires_at = $4 WHERE id = $1`, [
    order.id,
    OrderStatus.Submitted,
    now,
    new Date(now.getTime() + ctx.config.orderExpiryMs),
  ]);
  return { settlement: 'recorded', submitted: order.uuid };
}

/** Gives a stale payment's money back, after the commit; a failure is recorded and logged for staff. */
async function refundStale(ctx: AppContext, payment: LockedPayment): Promise<void> {
  const refund = { key: `stale-refund-${payment.intent_id}`, why: 'the order changed after this payment was created' };
  if (!(await callProvider(ctx, payment, 'refund', (ref) => ctx.payments.refundIntent(ref, refund)))) return;
  await ctx.db.query('UPDATE payments SET refunded_at = now(), updated_at = now() WHERE id = $1', [payment.id]);
}
