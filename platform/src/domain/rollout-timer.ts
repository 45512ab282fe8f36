import type { BackgroundJob } from '@tabula/api';
import { repeatingJob } from '@tabula/api/lifecycle/repeating-job';
import type { PlatformConfig, PlatformContext } from '../config';
import type { FailureLimit } from './failure-count';
import type { GuardrailLimits } from '../rules/rollout-steps';
import { advanceRollouts } from './rollouts';

export type RolloutTimer = BackgroundJob;

/** The failure guard of the promote at 100 %, and the distinct failing clients the failure guardrail needs. */
export const rolloutLimits = (config: PlatformConfig): FailureLimit & GuardrailLimits => ({
  clients: config.remoteFailureClients,
  windowMs: config.remoteFailureWindowMs,
  perAddress: config.remoteFailurePerAddress,
  failureClients: config.remoteFailureClients,
});

/**
 * Every instance looks at the running rollouts on its own timer: no instance is special, and the
 * statement deciding each move makes it once however many look at the same moment. A look slower than
 * the interval (many venues, a slow database) is not stacked with the next.
 */
export function rolloutTimer(ctx: PlatformContext, everyMs: number, onError: (err: unknown) => void): RolloutTimer {
  return repeatingJob(() => advanceRollouts(ctx, rolloutLimits(ctx.platform)), everyMs, onError);
}
