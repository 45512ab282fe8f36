// The schemas of what the ops API answers about the remote registry and its audit log, in TypeBox: each
// is the reply's validation and, through Static, the kernel's entity (checked below), which /ops reads.

import type {
  AuditAction,
  AuditEntry as AuditEntryEntity,
  EarlierDefault as EarlierDefaultEntity,
  PromoteAnswer as PromoteAnswerEntity,
  RemoteOverview as RemoteOverviewEntity,
  RolloutOverview as RolloutOverviewEntity,
  VariantResults as VariantResultsEntity,
  VersionOverview as VersionOverviewEntity,
} from '@tabula/shared/entities';
import { Type, type Static } from 'typebox';
import { nullable } from './fields';
import { sameType, type Same } from './same-type';

const dateTime = Type.String({ format: 'date-time' });

const VariantResults = Type.Object({
  version: Type.String(),
  weight: Type.Integer(),
  guests: Type.Integer(),
  orders_submitted: Type.Integer(),
  orders_paid: Type.Integer(),
  load_failures: Type.Integer(),
  stopped_reason: nullable(Type.String()),
});

/** What registering a version answers, and the start of what the overview says of each version. */
export const registeredVersion = {
  version: Type.String(),
  entry: Type.String(),
  registered_at: dateTime,
};

const VersionOverview = Type.Object({
  ...registeredVersion,
  registered_by: Type.String({ description: 'The operator whose token registered it (system: seeded from REMOTES_FILE)' }),
  build_hash: nullable(Type.String({ description: 'sha256 of its federation manifest' })),
  shared: nullable(Type.Array(Type.Object({ name: Type.String(), requiredVersion: nullable(Type.String()), singleton: Type.Boolean() }))),
  exposes: nullable(Type.Array(Type.String())),
  halted_reason: nullable(
    Type.String({ description: 'Why the API stopped it by itself, or an operator by hand (promote and split refuse it unless forced)' }),
  ),
});

const RolloutOverview = Type.Object({ venue: Type.String(), variants: Type.Array(VariantResults) });

const EarlierDefault = Type.Object({
  version: Type.String(),
  since: nullable(dateTime),
  replaced_at: dateTime,
});

export const RemoteOverview = Type.Object({
  name: Type.String(),
  default: nullable(Type.String({ description: 'Null while no version was ever made its default' })),
  previous_default: nullable(
    Type.String({ description: 'What the next rollback restores (the newest earlier default not stopped), and the default’s fallback' }),
  ),
  earlier_defaults: Type.Array(EarlierDefault, { description: 'Every earlier default, newest first: rollback walks back one per call' }),
  versions: Type.Array(VersionOverview),
  rollouts: Type.Array(RolloutOverview),
});

// The kernel's AuditAction as a list the schema can enumerate (the kernel stays types only): checked equal below.
const AUDIT_ACTIONS = [
  'register',
  'split',
  'ramp',
  'stop',
  'promote',
  'rollback',
  'ship',
  'pause',
  'auto-rollback',
  'rollout',
  'rollout-start',
  'rollout-step',
  'rollout-pause',
  'rollout-resume',
  'rollout-abort',
  'preview',
  'override',
  'order-review',
  'service-request',
  'stop-version',
] as const;

const snapshot = Type.Unknown({ description: 'The state before or after the change (JSON), null where there was none' });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: dateTime,
  actor: Type.String(),
  action: Type.Unsafe<AuditAction>(Type.String({ enum: [...AUDIT_ACTIONS] })),
  remote: nullable(Type.String()),
  venue: nullable(Type.String()),
  before: snapshot,
  after: snapshot,
  reason: nullable(Type.String()),
});

export const PromoteAnswer = Type.Object({
  remote: Type.String(),
  default: Type.String(),
  previous: nullable(Type.String()),
  kept_splits: Type.Array(Type.String(), {
    description: 'Venues whose own split of the remote goes on: the new default does not reach their guests',
  }),
  ended_splits: Type.Array(Type.String(), { description: 'Venues whose split this promote ended (end_splits)' }),
});

sameType<Same<(typeof AUDIT_ACTIONS)[number], AuditAction>>();
sameType<Same<Static<typeof EarlierDefault>, EarlierDefaultEntity>>();
sameType<Same<Static<typeof PromoteAnswer>, PromoteAnswerEntity>>();
sameType<Same<Static<typeof VariantResults>, VariantResultsEntity>>();
sameType<Same<Static<typeof VersionOverview>, VersionOverviewEntity>>();
sameType<Same<Static<typeof RolloutOverview>, RolloutOverviewEntity>>();
sameType<Same<Static<typeof RemoteOverview>, RemoteOverviewEntity>>();
sameType<Same<Static<typeof AuditEntry>, AuditEntryEntity>>();
