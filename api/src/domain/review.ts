import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { canReview, OrderStatus } from '../rules/status';
import { conflict } from '../rules/violation';
import { lockOrder } from './orders';
import { recordAudit } from './audit';
import { processRefunds, recordOrderRefunds } from './refunds';
import { venueSlugOf } from './venues';

/**
 * Staff decision on a submitted order (the operator endpoint stands in for staff screens). A decline
 * gives the guest's money back in the same transaction as the decision: the order's own card payment,
 * and its share of any bill payment; the provider is asked once it is committed.
 */
export async function reviewOrder(
  ctx: AppContext,
  orderUuid: string,
  status: number,
  actor: string,
): Promise<{ order_uuid: string; status: number }> {
  const decided = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderUuid);
    if (!canReview(order.status, status)) {
      throw conflict(`Order status ${order.status} cannot change to ${status}; only a submitted order (2) can be accepted or declined`);
    }
    await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [order.id, status]);
    const refunds = status === OrderStatus.Declined ? await recordOrderRefunds(tx, order.id, 'declined') : 0;
    await recordAudit(tx, {
      actor,
      action: 'order-review',
      venue: await venueSlugOf(tx, order.venue_id),
      before: { order: order.uuid, reference: order.reference_id, status: order.status },
      after: { order: order.uuid, reference: order.reference_id, status, refunds },
    });
    return { id: order.id, refunds, reply: { order_uuid: order.uuid, status } };
  });
  if (decided.refunds > 0) await processRefunds(ctx, { orderId: decided.id });
  return decided.reply;
}

export interface AutoAcceptor {
  /** Called once an order has been submitted. */
  submitted(orderUuid: string): void;
  close(): void;
}

/** For demos: with a delay set, submitted orders get accepted by themselves after it. */
export function autoAcceptor(db: Database, delayMs: number | undefined, onError: (err: unknown) => void): AutoAcceptor {
  const timers = new Set<NodeJS.Timeout>();
  return {
    submitted(orderUuid) {
      if (delayMs === undefined) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        db.query('UPDATE orders SET status = $2 WHERE uuid = $1 AND status = $3', [
          orderUuid,
          OrderStatus.Accepted,
          OrderStatus.Submitted,
        ]).catch(onError);
      }, delayMs);
      timers.add(timer);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
