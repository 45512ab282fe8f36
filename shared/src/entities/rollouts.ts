// What the ops API answers about progressive rollouts (see menu.ts); the operator's page reads the types.

import { Type, type Static } from 'typebox';
import { nullable } from './schema-kit';

const dateTime = Type.String({ format: 'date-time' });

/** One guardrail of a rollout, the version's guests against the default's in the same steps. */
export const RolloutGuardrailSchema = Type.Object({
  name: Type.Union([Type.Literal('failures'), Type.Literal('lcp'), Type.Literal('inp'), Type.Literal('conversion')]),
  state: Type.Union([Type.Literal('waiting'), Type.Literal('holds'), Type.Literal('tripped')], {
    description: 'waiting: not enough data to judge yet; holds: judged and fine; tripped: it aborted the rollout',
  }),
  figure: Type.String({ description: 'The current figure, the version against the default' }),
});

/** A progressive rollout's state: running (maybe paused) until it completes (promoted) or aborts. */
export const ProgressiveRolloutStatusSchema = Type.Union([Type.Literal('running'), Type.Literal('completed'), Type.Literal('aborted')]);

/** A rollout of one version of a remote to every venue's guests, step by step (GET /api/ops/rollouts). */
export const ProgressiveRolloutReportSchema = Type.Object({
  id: Type.Integer(),
  remote: Type.String(),
  version: Type.String(),
  control: Type.String({ description: 'The default when it started: the control and the fallback' }),
  // Shares in percent, ascending, the last 100.
  steps: Type.Array(Type.Integer()),
  step_seconds: Type.Integer(),
  status: ProgressiveRolloutStatusSchema,
  paused: Type.Boolean(),
  step: Type.Integer({ description: 'The running (or last) step, 1-based' }),
  share: Type.Integer({ description: 'The version’s share of guests now, in percent (0 once aborted)' }),
  // When the next step starts (or, at the last, when it completes); null while paused or ended.
  next_step_at: nullable(dateTime),
  started_by: Type.String(),
  started_at: dateTime,
  ended_at: nullable(dateTime),
  // Why it aborted (or how it completed).
  reason: nullable(Type.String()),
  venues: Type.Array(Type.String(), { description: 'The venues it serves' }),
  kept_venues: Type.Array(Type.String(), { description: 'The venues that kept their own split of the remote' }),
  guardrails: Type.Array(RolloutGuardrailSchema),
});

export type RolloutGuardrail = Static<typeof RolloutGuardrailSchema>;
export type ProgressiveRolloutStatus = Static<typeof ProgressiveRolloutStatusSchema>;
export type ProgressiveRolloutReport = Static<typeof ProgressiveRolloutReportSchema>;
