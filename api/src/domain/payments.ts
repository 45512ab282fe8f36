import type { AppContext } from '../context';
import { OrderStatus } from '../rules/status';

export interface PaymentRow {
  id: number;
  order_id: number;
  provider: string;
  intent_id: string;
  status: string;
}

export async function paymentByClientSecret(ctx: AppContext, clientSecret: string): Promise<PaymentRow | undefined> {
  const [row] = await ctx.db.query<PaymentRow>(
    'SELECT id, order_id, provider, intent_id, status FROM payments WHERE client_secret = $1',
    [clientSecret],
  );
  return row;
}

/**
 * Records a provider's verdict on an intent. Success submits the order (status 2, paid)
 * if it is still open; a repeated or late verdict after success changes nothing.
 * Returns false for an intent this API never created.
 */
export async function settlePayment(ctx: AppContext, intentId: string, outcome: 'succeeded' | 'failed'): Promise<boolean> {
  const now = new Date();
  const submitted = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.query<PaymentRow>(
      'SELECT id, order_id, provider, intent_id, status FROM payments WHERE intent_id = $1 FOR UPDATE',
      [intentId],
    );
    if (!payment) return undefined;
    if (payment.status === 'succeeded') return null;
    await tx.query('UPDATE payments SET status = $2, updated_at = $3 WHERE id = $1', [payment.id, outcome, now]);
    if (outcome === 'failed') return null;
    const [order] = await tx.query<{ uuid: string; status: number }>(
      'SELECT uuid, status FROM orders WHERE id = $1 FOR UPDATE',
      [payment.order_id],
    );
    if (!order) throw new Error(`Order of payment ${payment.intent_id} vanished`);
    if (order.status !== OrderStatus.Open) {
      await tx.query('UPDATE orders SET is_paid = true WHERE id = $1', [payment.order_id]);
      return null;
    }
    await tx.query(
      `UPDATE orders SET status = $2, is_paid = true, submitted_for_review = $3, expires_at = $4 WHERE id = $1`,
      [payment.order_id, OrderStatus.Submitted, now, new Date(now.getTime() + ctx.config.orderExpiryMs)],
    );
    return order.uuid;
  });
  if (submitted === undefined) return false;
  if (submitted) ctx.autoAccept.submitted(submitted);
  return true;
}
