/** A progressive rollout's state: running (maybe paused) until it completes (promoted) or aborts. */
export type ProgressiveRolloutStatus = 'running' | 'completed' | 'aborted';

/** One guardrail of a rollout, the version's guests against the default's in the same steps. */
export interface RolloutGuardrail {
  name: 'failures' | 'lcp' | 'inp' | 'conversion';
  /** waiting: not enough data to judge yet; holds: judged and fine; tripped: it aborted the rollout. */
  state: 'waiting' | 'holds' | 'tripped';
  /** The current figure, in words (the version against the default). */
  figure: string;
}

/** A rollout of one version of a remote to every venue's guests, step by step (GET /api/ops/rollouts). */
export interface ProgressiveRolloutReport {
  id: number;
  remote: string;
  version: string;
  /** The default when it started: the control and the fallback. */
  control: string;
  /** Shares in percent, ascending, the last 100. */
  steps: number[];
  step_seconds: number;
  status: ProgressiveRolloutStatus;
  paused: boolean;
  /** The running (or last) step, 1-based. */
  step: number;
  /** The version's share of guests now, in percent: 0 once aborted. */
  share: number;
  /** When the next step starts (or, at the last, when it completes); null while paused or ended. */
  next_step_at: string | null;
  started_by: string;
  started_at: string;
  ended_at: string | null;
  /** Why it aborted (or how it completed). */
  reason: string | null;
  /** The venues it serves. */
  venues: string[];
  /** The venues that kept their own split of the remote. */
  kept_venues: string[];
  guardrails: RolloutGuardrail[];
}
