// What the ops API answers about the remote registry and its audit log (see menu.ts); /ops reads the types.

import { Type, type Static } from 'typebox';
import { nullable, stringEnum } from './schema-kit';

const dateTime = Type.String({ format: 'date-time' });

/** A change of the remote registry the audit log records, made by an operator or by the API itself (system). */
export const AUDIT_ACTIONS = [
  'register',
  'split',
  'ramp',
  'stop',
  'promote',
  'rollback',
  'ship',
  'pause',
  'auto-rollback',
  // A progressive rollout's promote of its version, by system, naming the operator who started it.
  'rollout',
  'rollout-start',
  'rollout-step',
  'rollout-pause',
  'rollout-resume',
  'rollout-abort',
  'preview',
  'override',
  // An order accepted or declined through the operator API (staff's stand-in).
  'order-review',
  // A bill or server request marked dealt with.
  'service-request',
  // A version an operator stopped by hand: weight 0 in every split, the earlier default back if it was the default.
  'stop-version',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const snapshot = Type.Unknown({ description: 'The state before or after the change (JSON), null where there was none' });

/** One change of the registry, as GET /api/ops/audit lists them (newest first). */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: dateTime,
  actor: Type.String(),
  action: stringEnum(AUDIT_ACTIONS),
  remote: nullable(Type.String()),
  venue: nullable(Type.String()),
  before: snapshot,
  after: snapshot,
  reason: nullable(Type.String()),
});

/** One variant of a venue's running split, with what its guests did since the split started. */
export const VariantResultsSchema = Type.Object({
  version: Type.String(),
  weight: Type.Integer(),
  guests: Type.Integer(),
  orders_submitted: Type.Integer(),
  orders_paid: Type.Integer(),
  load_failures: Type.Integer(),
  // Why it was stopped (weight 0), when it was.
  stopped_reason: nullable(Type.String()),
});

/** What registering a version answers, and the start of what the overview says of each version. */
export const registeredVersionProperties = {
  version: Type.String(),
  entry: Type.String(),
  registered_at: dateTime,
};

/** A package a build shares with the shell, as its federation manifest declares it. */
export const SharedPackageFactsSchema = Type.Object({
  name: Type.String(),
  requiredVersion: nullable(Type.String()),
  singleton: Type.Boolean(),
});

/** A registered version of a remote and what its build is. */
export const VersionOverviewSchema = Type.Object({
  ...registeredVersionProperties,
  registered_by: Type.String({ description: 'The operator whose token registered it (system: seeded from REMOTES_FILE)' }),
  // Null while its manifest was never read (a seeded version whose origin was down).
  build_hash: nullable(Type.String({ description: 'sha256 of its federation manifest' })),
  shared: nullable(Type.Array(SharedPackageFactsSchema)),
  exposes: nullable(Type.Array(Type.String())),
  halted_reason: nullable(
    Type.String({ description: 'Why the API stopped it by itself, or an operator by hand (promote and split refuse it unless forced)' }),
  ),
});

/** A venue's running split of a remote. */
export const RolloutOverviewSchema = Type.Object({ venue: Type.String(), variants: Type.Array(VariantResultsSchema) });

/** A default a promote replaced, which rollback can walk back to. */
export const EarlierDefaultSchema = Type.Object({
  version: Type.String(),
  // When it became the default; null when not known (before this history was kept).
  since: nullable(dateTime),
  replaced_at: dateTime,
});

/** One remote as GET /api/ops/remotes lists it: its versions, its default and the venues' splits. */
export const RemoteOverviewSchema = Type.Object({
  name: Type.String(),
  default: nullable(Type.String({ description: 'Null while no version was ever made its default' })),
  previous_default: nullable(
    Type.String({ description: 'What the next rollback restores (the newest earlier default not stopped), and the default’s fallback' }),
  ),
  earlier_defaults: Type.Array(EarlierDefaultSchema, {
    description: 'Every earlier default, newest first: rollback walks back one per call',
  }),
  versions: Type.Array(VersionOverviewSchema),
  rollouts: Type.Array(RolloutOverviewSchema),
});

/** What a promote answers: the new default, and the venues whose own split it does not reach. */
export const PromoteAnswerSchema = Type.Object({
  remote: Type.String(),
  default: Type.String(),
  previous: nullable(Type.String()),
  kept_splits: Type.Array(Type.String(), {
    description: 'Venues whose own split of the remote goes on: the new default does not reach their guests',
  }),
  ended_splits: Type.Array(Type.String(), { description: 'Venues whose split this promote ended (end_splits)' }),
});

export type AuditEntry = Static<typeof AuditEntrySchema>;
export type VariantResults = Static<typeof VariantResultsSchema>;
export type SharedPackageFacts = Static<typeof SharedPackageFactsSchema>;
export type VersionOverview = Static<typeof VersionOverviewSchema>;
export type RolloutOverview = Static<typeof RolloutOverviewSchema>;
export type EarlierDefault = Static<typeof EarlierDefaultSchema>;
export type RemoteOverview = Static<typeof RemoteOverviewSchema>;
export type PromoteAnswer = Static<typeof PromoteAnswerSchema>;

/** How the server takes card payments (GET /api/ops/payments): a simulator marks orders paid without charging anyone. */
export const PaymentsModeSchema = Type.Object({
  provider: stringEnum(['simulated', 'stripe']),
  simulated: Type.Boolean(),
  /** Chosen with PAYMENTS=simulated, rather than for want of Stripe keys. */
  explicit: Type.Boolean(),
});

/** A version stopped by hand (POST /api/ops/remotes/{name}/versions/{version}/stop). */
export const StoppedVersionSchema = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  reason: Type.String({ description: 'What the registry says of it from now on (its halted_reason)' }),
  paused: Type.Array(Type.Object({ venue: Type.String(), weight: Type.Integer({ description: 'Its weight there before the stop' }) })),
  default: nullable(Type.String()),
  rolled_back: Type.Boolean({ description: 'It was the default, and the newest earlier default is again' }),
});

export type PaymentsMode = Static<typeof PaymentsModeSchema>;
export type StoppedVersion = Static<typeof StoppedVersionSchema>;
