import type { PlatformConfig, PlatformContext } from '../config';
import type { FailureLimit } from './failure-count';
import type { GuardrailLimits } from '../rules/rollout-steps';
import { advanceRollouts } from './rollouts';

export interface RolloutTimer {
  close(): Promise<void>;
}

/** The failure guard of the promote at 100 %, and the distinct failing clients the failure guardrail needs. */
export const rolloutLimits = (config: PlatformConfig): FailureLimit & GuardrailLimits => ({
  clients: config.remoteFailureClients,
  windowMs: config.remoteFailureWindowMs,
  perAddress: config.remoteFailurePerAddress,
  failureClients: config.remoteFailureClients,
});

/**
 * Every instance looks at the running rollouts on its own timer: no instance is special, and the
 * statement deciding each move makes it once however many look at the same moment.
 */
export function rolloutTimer(ctx: PlatformContext, everyMs: number, onError: (err: unknown) => void): RolloutTimer {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    // A look slower than the interval (many venues, a slow database) is not stacked with the next.
    if (busy) return;
    busy = true;
    running = advanceRollouts(ctx, rolloutLimits(ctx.platform))
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
