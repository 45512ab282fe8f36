import type { AppContext } from '../context';
import { releaseAllExpiredHolds } from './bills';
import { processRefunds, refundExpiredOrders } from './refunds';

export interface MoneySweep {
  close(): Promise<void>;
}

/**
 * What no request triggers: orders that expired unaccepted are refunded, bill holds whose card was never
 * confirmed are released, and refunds the provider refused are asked for again (each with its own
 * idempotency key, so two instances sweeping at once refund once).
 */
export async function sweepMoney(ctx: AppContext, now = new Date()): Promise<void> {
  await refundExpiredOrders(ctx, now);
  await releaseAllExpiredHolds(ctx, now);
  await processRefunds(ctx);
}

export function moneySweep(ctx: AppContext, everyMs: number, onError: (err: unknown) => void): MoneySweep {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sweepMoney(ctx).catch(onError);
  }, everyMs);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
