import type { Database } from '../db/database';
import { canReview, OrderStatus } from '../rules/status';
import { conflict } from '../rules/violation';
import { lockOrder } from './orders';

/** Staff decision on a submitted order (the operator endpoint stands in for staff screens). */
export async function reviewOrder(db: Database, orderUuid: string, status: number): Promise<{ order_uuid: string; status: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderUuid);
    if (!canReview(order.status, status)) {
      throw conflict(`Order status ${order.status} cannot change to ${status}; only a submitted order (2) can be accepted or declined`);
    }
    await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [order.id, status]);
    return { order_uuid: order.uuid, status };
  });
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
