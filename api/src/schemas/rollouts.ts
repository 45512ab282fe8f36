// What the ops API answers about progressive rollouts, in TypeBox: the reply's validation and, through
// Static, the kernel's entity (checked below), which /ops reads.

import type {
  ProgressiveRolloutReport as ProgressiveRolloutReportEntity,
  RolloutGuardrail as RolloutGuardrailEntity,
} from '@tabula/shared/entities';
import { Type, type Static } from 'typebox';
import { nullable } from './fields';
import { sameType, type Same } from './same-type';

const dateTime = Type.String({ format: 'date-time' });

const RolloutGuardrail = Type.Object({
  name: Type.Union([Type.Literal('failures'), Type.Literal('lcp'), Type.Literal('inp'), Type.Literal('conversion')]),
  state: Type.Union([Type.Literal('waiting'), Type.Literal('holds'), Type.Literal('tripped')], {
    description: 'waiting: not enough data to judge yet; holds: judged and fine; tripped: it aborted the rollout',
  }),
  figure: Type.String({ description: 'The current figure, the version against the default' }),
});

export const ProgressiveRolloutReport = Type.Object({
  id: Type.Integer(),
  remote: Type.String(),
  version: Type.String(),
  control: Type.String({ description: 'The default when it started: the control and the fallback' }),
  steps: Type.Array(Type.Integer()),
  step_seconds: Type.Integer(),
  status: Type.Union([Type.Literal('running'), Type.Literal('completed'), Type.Literal('aborted')]),
  paused: Type.Boolean(),
  step: Type.Integer({ description: 'The running (or last) step, 1-based' }),
  share: Type.Integer({ description: 'The version’s share of guests now, in percent (0 once aborted)' }),
  next_step_at: nullable(dateTime),
  started_by: Type.String(),
  started_at: dateTime,
  ended_at: nullable(dateTime),
  reason: nullable(Type.String()),
  venues: Type.Array(Type.String(), { description: 'The venues it serves' }),
  kept_venues: Type.Array(Type.String(), { description: 'The venues that kept their own split of the remote' }),
  guardrails: Type.Array(RolloutGuardrail),
});

sameType<Same<Static<typeof RolloutGuardrail>, RolloutGuardrailEntity>>();
sameType<Same<Static<typeof ProgressiveRolloutReport>, ProgressiveRolloutReportEntity>>();
