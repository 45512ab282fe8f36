import type { AppContext } from '../context';
import type { BackgroundJob } from '../extension';
import { repeatingJob } from '../lifecycle/repeating-job';
import { releaseAllExpiredHolds } from './bills';
import { processRefunds, refundExpiredOrders } from './refunds';

export type MoneySweep = BackgroundJob;

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

/** The sweep every `everyMs` on every instance (each refund and release is decided once however many sweep). */
export function moneySweep(ctx: AppContext, everyMs: number, onError: (err: unknown) => void): MoneySweep {
  return repeatingJob(() => sweepMoney(ctx), everyMs, onError);
}
