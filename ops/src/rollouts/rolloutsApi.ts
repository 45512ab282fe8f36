import type { ProgressiveRolloutReport } from '@tabula/shared';
import type { OpsCall, OpsResult } from '../opsApi';

export type RolloutAction = 'pause' | 'resume' | 'abort';

export interface StartRolloutRequest {
  remote: string;
  version: string;
  /** Shares in percent, ascending, the last 100. */
  steps: number[];
  stepSeconds: number;
}

export interface RolloutsApi {
  list(token: string): Promise<OpsResult<{ rollouts: ProgressiveRolloutReport[] }>>;
  start(token: string, request: StartRolloutRequest): Promise<OpsResult<ProgressiveRolloutReport>>;
  act(token: string, id: number, action: RolloutAction): Promise<OpsResult<ProgressiveRolloutReport>>;
}

/** The progressive rollouts' calls of the ops API (platform/src/routes/rollouts.ts), on the page's call helper. */
export function createRolloutsApi(call: OpsCall): RolloutsApi {
  return {
    list: (token) => call(token, 'GET', '/api/ops/rollouts'),
    start: (token, { remote, version, steps, stepSeconds }) =>
      call(token, 'POST', `/api/ops/remotes/${encodeURIComponent(remote)}/rollouts`, { version, steps, step_seconds: stepSeconds }),
    act: (token, id, action) => call(token, 'POST', `/api/ops/rollouts/${id}/${action}`),
  };
}
