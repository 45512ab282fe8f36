import type { AppContext } from '../context';
import type { Sql } from '../db/database';
import { OrderStatus } from '../rules/status';

/** Why money went back: the venue declined the order, let it expire unaccepted, or the payment could not be taken. */
export type RefundReason = 'declined' | 'expired' | 'released' | 'overpaid';

/** A room charge is given back on the room's bill: no provider is called. */
const ROOM_CHARGE = 'room_charge';

/**
 * Records the refunds an order's money calls for, inside the caller's transaction (the decline, or the
 * expiry sweep): its own card payment whole, and each bill payment's share of it, which the bill's paid
 * figure loses at once. One row per key, so a decline replayed or a sweep run twice records nothing new.
 * The order reads unpaid afterwards; processRefunds then asks the provider.
 */
export async function recordOrderRefunds(tx: Sql, orderId: number, reason: RefundReason): Promise<number> {
  const own = await tx.query<{ id: number }>(
    `INSERT INTO refunds (idempotency_key, venue_id, order_id, payment_id, provider, intent_id, amount_cents, reason)
     SELECT 'order-payment-' || p.id, o.venue_id, o.id, p.id, p.provider, p.intent_id, p.amount_cents, $2::text
       FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE p.order_id = $1 AND p.status = 'succeeded'
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    [orderId, reason],
  );
  // A bill payment's share: taken off the bill's paid figure and the allocation removed in the same statement.
  const shares = await tx.query<{ id: number }>(
    `WITH gone AS (
       DELETE FROM bill_allocations a USING bill_payments p
        WHERE a.order_id = $1 AND p.id = a.payment_id
       RETURNING a.payment_id, a.amount_cents, p.bill_id, p.provider, p.method, p.intent_id
     ), paid AS (
       UPDATE bills b SET paid_cents = b.paid_cents - s.cents
         FROM (SELECT bill_id, sum(amount_cents) AS cents FROM gone GROUP BY bill_id) s
        WHERE b.id = s.bill_id
     )
     INSERT INTO refunds (idempotency_key, venue_id, order_id, bill_payment_id, provider, intent_id, amount_cents, reason)
     SELECT 'bill-payment-' || g.payment_id || '-order-' || $1, o.venue_id, $1, g.payment_id,
            CASE WHEN g.method = '${ROOM_CHARGE}' THEN '${ROOM_CHARGE}' ELSE g.provider END, g.intent_id, g.amount_cents, $2::text
       FROM gone g JOIN orders o ON o.id = $1
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    [orderId, reason],
  );
  const recorded = own.length + shares.length;
  if (recorded > 0) await tx.query('UPDATE orders SET is_paid = false WHERE id = $1', [orderId]);
  return recorded;
}

/** Records a whole bill payment's refund (a success that came after its hold ended, or more than the bill could take). */
export async function recordBillPaymentRefund(tx: Sql, paymentId: number, amountCents: number, reason: RefundReason): Promise<void> {
  await tx.query(
    `INSERT INTO refunds (idempotency_key, venue_id, bill_payment_id, provider, intent_id, amount_cents, reason)
     SELECT 'bill-payment-' || p.id || '-' || $3, b.venue_id, p.id,
            CASE WHEN p.method = '${ROOM_CHARGE}' THEN '${ROOM_CHARGE}' ELSE p.provider END, p.intent_id, $2, $3::text
       FROM bill_payments p JOIN bills b ON b.id = p.bill_id
      WHERE p.id = $1
     ON CONFLICT (idempotency_key) DO NOTHING`,
    [paymentId, amountCents, reason],
  );
}

interface OpenRefund {
  id: number;
  idempotency_key: string;
  provider: string;
  intent_id: string | null;
  amount_cents: number;
  reason: RefundReason;
  stripe_account_ref: string | null;
}

/**
 * Asks the provider for refunds not yet taken, outside any transaction (a slow provider must not hold
 * row locks), each with its own key as the idempotency key: one refund per key at the provider too,
 * however often this runs. A refusal is recorded for the next run and for staff.
 */
export async function processRefunds(ctx: AppContext, only?: { orderId?: number; billPaymentId?: number }): Promise<void> {
  const open = await ctx.db.query<OpenRefund>(
    `SELECT r.id, r.idempotency_key, r.provider, r.intent_id, r.amount_cents, r.reason, v.stripe_account_ref
       FROM refunds r JOIN venues v ON v.id = r.venue_id
      WHERE r.status <> 'succeeded' AND ($1::int IS NULL OR r.order_id = $1) AND ($2::int IS NULL OR r.bill_payment_id = $2)
      ORDER BY r.id`,
    [only?.orderId ?? null, only?.billPaymentId ?? null],
  );
  for (const refund of open) {
    try {
      if (refund.provider !== ROOM_CHARGE) {
        if (refund.provider !== ctx.payments.name || !refund.intent_id) {
          throw new Error(`the payment was made by ${refund.provider}, but ${ctx.payments.name} is configured`);
        }
        await ctx.payments.refundIntent(
          { intentId: refund.intent_id, connectedAccount: refund.stripe_account_ref ?? '' },
          { amountCents: refund.amount_cents, key: refund.idempotency_key, why: refund.reason },
        );
      }
      await ctx.db.query(`UPDATE refunds SET status = 'succeeded', provider_error = NULL, updated_at = now() WHERE id = $1`, [refund.id]);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      ctx.log.error({ refund: refund.idempotency_key, err }, `payment provider: refund failed: ${message}; it is retried`);
      await ctx.db.query(`UPDATE refunds SET status = 'failed', provider_error = $2, updated_at = now() WHERE id = $1`, [
        refund.id,
        message,
      ]);
    }
  }
}

/**
 * Gives back the money of orders that expired waiting for the venue: an order nobody accepted is never
 * served. Each order in its own transaction, locked, so a late accept or a second instance cannot race it.
 * With a bill, only the orders that bill's payments paid (read before the bill is shown).
 */
export async function refundExpiredOrders(ctx: AppContext, now = new Date(), billId: number | null = null): Promise<number> {
  const expired = await ctx.db.query<{ id: number }>(
    `SELECT o.id FROM orders o
      WHERE o.status = $1 AND o.expires_at <= $2
        AND (($3::int IS NULL AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded'
                                           AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id)))
             OR EXISTS (SELECT 1 FROM bill_allocations a JOIN bill_payments p ON p.id = a.payment_id
                         WHERE a.order_id = o.id AND ($3::int IS NULL OR p.bill_id = $3)))`,
    [OrderStatus.Submitted, now, billId],
  );
  let refunded = 0;
  for (const { id } of expired) {
    refunded += await ctx.db.transaction(async (tx) => {
      const [still] = await tx.query<{ id: number }>(
        'SELECT id FROM orders WHERE id = $1 AND status = $2 AND expires_at <= $3 FOR UPDATE',
        [id, OrderStatus.Submitted, now],
      );
      return still ? recordOrderRefunds(tx, id, 'expired') : 0;
    });
  }
  if (refunded > 0) await processRefunds(ctx);
  return refunded;
}
