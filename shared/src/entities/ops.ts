/** A change of the remote registry the audit log records, made by an operator or by the API itself (system). */
export type AuditAction =
  | 'register'
  | 'split'
  | 'ramp'
  | 'stop'
  | 'promote'
  | 'rollback'
  | 'ship'
  | 'pause'
  | 'auto-rollback'
  /** A progressive rollout's promote of its version, by system, naming the operator who started it. */
  | 'rollout'
  | 'rollout-start'
  | 'rollout-step'
  | 'rollout-pause'
  | 'rollout-resume'
  | 'rollout-abort'
  | 'preview'
  | 'override'
  /** An order accepted or declined through the operator API (staff's stand-in). */
  | 'order-review'
  /** A bill or server request marked dealt with. */
  | 'service-request'
  /** A version an operator stopped by hand: weight 0 in every split, the earlier default back if it was the default. */
  | 'stop-version';

/** One change of the registry, as GET /api/ops/audit lists them (newest first). */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: AuditAction;
  remote: string | null;
  venue: string | null;
  /** The state before and after the change (JSON), null where there was none. */
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** One variant of a venue's running split, with what its guests did since the split started. */
export interface VariantResults {
  version: string;
  weight: number;
  guests: number;
  orders_submitted: number;
  orders_paid: number;
  load_failures: number;
  /** Why it was stopped (weight 0), when it was. */
  stopped_reason: string | null;
}

/** A package a build shares with the shell, as its federation manifest declares it. */
export interface SharedPackageFacts {
  name: string;
  requiredVersion: string | null;
  singleton: boolean;
}

/** A registered version of a remote and what its build is. */
export interface VersionOverview {
  version: string;
  entry: string;
  registered_at: string;
  registered_by: string;
  /** sha256 of its manifest; null while its manifest was never read (a seeded version whose origin was down). */
  build_hash: string | null;
  shared: SharedPackageFacts[] | null;
  exposes: string[] | null;
  /** Why the API stopped it by itself, or an operator by hand (promote and split refuse it unless forced). */
  halted_reason: string | null;
}

/** A venue's running split of a remote. */
export interface RolloutOverview {
  venue: string;
  variants: VariantResults[];
}

/** A default a promote replaced, which rollback can walk back to. */
export interface EarlierDefault {
  version: string;
  /** When it became the default; null when not known (before this history was kept). */
  since: string | null;
  replaced_at: string;
}

/** One remote as GET /api/ops/remotes lists it: its versions, its default and the venues' splits. */
export interface RemoteOverview {
  name: string;
  /** Null while no version was ever made its default. */
  default: string | null;
  /** What the next rollback restores: the newest earlier default that is not stopped. */
  previous_default: string | null;
  /** Every earlier default, newest first; rollback walks back through them one step per call. */
  earlier_defaults: EarlierDefault[];
  versions: VersionOverview[];
  rollouts: RolloutOverview[];
}

/** What a promote answers: the new default, and the venues whose own split it does not reach. */
export interface PromoteAnswer {
  remote: string;
  default: string;
  previous: string | null;
  /** Venues whose split of the remote goes on: their guests keep their variants, not the new default. */
  kept_splits: string[];
  /** Venues whose split the promote ended (end_splits): their guests get the new default too. */
  ended_splits: string[];
}
