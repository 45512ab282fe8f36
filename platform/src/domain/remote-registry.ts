import { readFile } from 'node:fs/promises';
import type { RemoteOverview, VariantResults, VersionOverview } from '@tabula/shared/entities';
import type { Database, Sql } from '@tabula/api/db/database';
import { pickVariant, REMOTE_NAME_PATTERN } from '../rules/rollout';
import { conflict, notFound } from '@tabula/api/rules/violation';
import { recordAudit } from '@tabula/api/domain/audit';
import { earlierDefaults } from './default-history';
import { assertContract, assertKeepsRoutes, readBuild, readShellContract, recordFacts, routesDroppedFromDefault } from './contract-gate';

/** The label of the builds REMOTES_FILE names, registered on the first start. */
export const INITIAL_VERSION = 'initial';

export interface ServedBuild {
  entry: string;
  version: string;
  /** The remote entry the manifest at `entry` names, for the shell to load without the manifest (page/entry-scripts.ts). */
  script?: string;
}
/**
 * What a guest is served for one remote; `fallback` (the default) when the chosen build is not the
 * default; `experiment` when the venue runs one of the remote, so the shell reports the guest's
 * exposure when it loads the remote.
 */
export interface ServedRemote extends ServedBuild {
  fallback?: ServedBuild;
  experiment?: { id: number; phase: number };
}
export interface ServedRegistry {
  remotes: Record<string, ServedRemote>;
  /** The signed receipt of what the page was served (see receipts.ts). */
  receipt?: string;
  /** The builds this browser alone runs instead of the guests' (a preview or an override, see pinned-builds.ts). */
  pinned?: { remote: string; version: string; entry: string; by: 'preview' | 'override'; stopped?: string }[];
  /** This browser's preview link was revoked (or ended) since it opened it: the page says so, once. */
  preview_ended?: true;
}

const isWebUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Registers the builds of REMOTES_FILE as version "initial", each its remote's default, when the
 * database knows no remote yet (its first start). Later edits of the file change nothing: the
 * registry is the database's, changed through the ops API. A missing file seeds nothing; a broken
 * one stops the start with the reason, as any other invalid setting does.
 */
export async function seedRegistry(db: Database, remotesFile: string): Promise<void> {
  const [known] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM remotes');
  if ((known?.n ?? 0) > 0) return;
  let text: string;
  try {
    text = await readFile(remotesFile, 'utf8');
  } catch {
    return;
  }
  let remotes: unknown;
  try {
    remotes = (JSON.parse(text) as { remotes?: unknown } | null)?.remotes;
  } catch (err) {
    throw new Error(`Remote registry ${remotesFile} is not valid JSON (${(err as Error).message})`, { cause: err });
  }
  if (typeof remotes !== 'object' || remotes === null) throw new Error(`Remote registry ${remotesFile} has no "remotes" object`);
  const seeds = Object.entries(remotes).map(([name, value]) => {
    const entry = (value as { entry?: unknown } | null)?.entry;
    if (!new RegExp(REMOTE_NAME_PATTERN).test(name)) throw new Error(`Remote registry ${remotesFile}: "${name}" is not a remote name`);
    if (!isWebUrl(entry)) throw new Error(`Remote registry ${remotesFile}: the entry of ${name} is not an http(s) URL`);
    return { name, entry };
  });
  await db.transaction(async (tx) => {
    // Another instance starting on the same database may have seeded it meanwhile.
    await tx.query('LOCK TABLE remotes IN EXCLUSIVE MODE');
    const [again] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM remotes');
    if ((again?.n ?? 0) > 0) return;
    for (const { name, entry } of seeds) {
      await tx.query('INSERT INTO remotes (name) VALUES ($1)', [name]);
      await tx.query('INSERT INTO remote_versions (remote, version, entry) VALUES ($1, $2, $3)', [name, INITIAL_VERSION, entry]);
      await tx.query('INSERT INTO remote_defaults (remote, version) VALUES ($1, $2)', [name, INITIAL_VERSION]);
    }
  });
  // What each build is, where its origin answers already; the gate reads it later for those that did not.
  await Promise.allSettled(
    seeds.map(async ({ name, entry }) => recordFacts(db, name, INITIAL_VERSION, (await readBuild(name, entry)).facts)),
  );
}

interface LiveVariant {
  rollout_id: number;
  phase: number;
  remote: string;
  version: string;
  weight: number;
  entry: string;
}

/**
 * The registry one guest gets at one venue: each remote's default build, except where the venue
 * runs an experiment of that remote. There the guest gets the variant a hash of their id and the
 * experiment picks among the variants weighted above 0 (pickVariant): nothing is written, so a page
 * load counts no one; the shell reports the guest's exposure when it loads the remote. A split whose
 * weights are all 0 serves the default. `venueId` undefined (a host naming no venue): defaults.
 */
export async function registryFor(db: Sql, guest: string, venueId: number | undefined): Promise<ServedRegistry> {
  const defaults = await db.query<{
    remote: string;
    version: string;
    entry: string;
    previous: string | null;
    previous_entry: string | null;
  }>(
    `SELECT d.remote, d.version, v.entry, d.previous_version AS previous, p.entry AS previous_entry FROM remote_defaults d
     JOIN remote_versions v ON v.remote = d.remote AND v.version = d.version
     LEFT JOIN remote_versions p ON p.remote = d.remote AND p.version = d.previous_version ORDER BY d.remote`,
  );
  const variants =
    venueId === undefined
      ? []
      : await db.query<LiveVariant>(
          `SELECT r.id AS rollout_id, (SELECT max(phase) FROM experiment_phases p WHERE p.rollout_id = r.id) AS phase,
             r.remote, rv.version, rv.weight, v.entry FROM remote_rollouts r
           JOIN rollout_variants rv ON rv.rollout_id = r.id
           JOIN remote_versions v ON v.remote = rv.remote AND v.version = rv.version
           WHERE r.venue_id = $1 AND r.ended_at IS NULL`,
          [venueId],
        );
  const remotes: Record<string, ServedRemote> = {};
  for (const base of defaults) {
    const fallback = { entry: base.entry, version: base.version };
    // The default falls back to the previous default, which guests ran before it was promoted.
    const served: ServedRemote =
      base.previous !== null && base.previous_entry !== null && base.previous !== base.version
        ? { ...fallback, fallback: { entry: base.previous_entry, version: base.previous } }
        : fallback;
    remotes[base.remote] = served;
    const split = variants.filter((v) => v.remote === base.remote);
    const first = split[0];
    if (first === undefined || venueId === undefined) continue;
    const version = pickVariant({ guest, venue: venueId, remote: base.remote, rollout: first.rollout_id }, split);
    const chosen = split.find((v) => v.version === version);
    if (!chosen) continue;
    const experiment = { id: first.rollout_id, phase: first.phase };
    remotes[base.remote] =
      chosen.version === fallback.version
        ? { ...served, experiment }
        : { entry: chosen.entry, version: chosen.version, fallback, experiment };
  }
  return { remotes };
}

/** The origins builds are served from: every registered version's, since any of them may be some guest's. */
export async function remoteOrigins(db: Sql): Promise<string[]> {
  const rows = await db.query<{ entry: string }>('SELECT DISTINCT entry FROM remote_versions');
  return originsOf(rows.map((r) => r.entry));
}

export function originsOf(entries: readonly string[]): string[] {
  return [...new Set(entries.filter(isWebUrl).map((entry) => new URL(entry).origin))].sort();
}

export async function assertRemote(db: Sql, name: string): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM remotes WHERE name = $1', [name]);
  if (!row) throw notFound(`Unknown remote ${name}`);
}

export async function assertVersion(db: Sql, remote: string, version: string): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM remote_versions WHERE remote = $1 AND version = $2', [remote, version]);
  if (!row) throw notFound(`${remote} has no version ${version}`);
}

/**
 * Registers a build of a remote: refused (409, with the reason) when its manifest cannot be
 * fetched, names another remote, or fails the contract gate (contract-gate.ts). A version is
 * immutable: registering a label twice is refused. What the build is goes with it, and the audit log.
 */
export async function registerVersion(
  db: Database,
  shellManifest: string,
  registration: { remote: string; version: string; entry: string; actor: string; allowDroppedRoutes?: boolean },
): Promise<{ remote: string; version: string; entry: string; registered_at: string }> {
  const { remote, version, entry, actor, allowDroppedRoutes } = registration;
  await assertRemote(db, remote);
  const [existing] = await db.query('SELECT 1 FROM remote_versions WHERE remote = $1 AND version = $2', [remote, version]);
  if (existing) throw conflict(`${remote} ${version} is already registered; versions are immutable, deploy under a new label`);
  const [{ facts, routes }, shell] = await Promise.all([readBuild(remote, entry), readShellContract(shellManifest)]);
  assertContract(remote, version, facts, shell, routes);
  const drop = await routesDroppedFromDefault(db, remote, version, routes);
  if (!allowDroppedRoutes) assertKeepsRoutes(remote, version, drop);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ registered_at: Date }>(
      `INSERT INTO remote_versions (remote, version, entry, registered_by, build_hash, shared, exposes) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (remote, version) DO NOTHING RETURNING registered_at`,
      [remote, version, entry, actor, facts.build_hash, JSON.stringify(facts.shared), JSON.stringify(facts.exposes)],
    );
    if (!row) throw conflict(`${remote} ${version} is already registered; versions are immutable, deploy under a new label`);
    // Routes dropped on purpose are recorded with the registration.
    const dropped = drop.dropped.length > 0 ? { dropped_routes: drop.dropped } : {};
    await recordAudit(tx, { actor, action: 'register', remote, after: { version, entry, build_hash: facts.build_hash, ...dropped } });
    return { remote, version, entry, registered_at: row.registered_at.toISOString() };
  });
}

/** The weights of a venue's running split of a remote, or null when it runs none. */
export async function runningSplit(db: Sql, venueId: number, remote: string): Promise<Record<string, number> | null> {
  const rows = await db.query<{ version: string; weight: number }>(
    `SELECT rv.version, rv.weight FROM remote_rollouts r JOIN rollout_variants rv ON rv.rollout_id = r.id
     WHERE r.venue_id = $1 AND r.remote = $2 AND r.ended_at IS NULL ORDER BY rv.version`,
    [venueId, remote],
  );
  return rows.length === 0 ? null : Object.fromEntries(rows.map((r) => [r.version, r.weight]));
}

/** Every remote with its versions, default and the venues' running splits with their results per variant. */
export async function registryOverview(db: Sql): Promise<RemoteOverview[]> {
  const [remotes, versions, variants, earlier] = await Promise.all([
    db.query<{ name: string; default: string | null; previous_default: string | null }>(
      `SELECT r.name, d.version AS default, d.previous_version AS previous_default FROM remotes r
       LEFT JOIN remote_defaults d ON d.remote = r.name ORDER BY r.name`,
    ),
    db.query<Omit<VersionOverview, 'registered_at'> & { remote: string; registered_at: Date }>(
      `SELECT remote, version, entry, registered_at, registered_by, build_hash, shared, exposes, halted_reason FROM remote_versions
       ORDER BY registered_at, version`,
    ),
    db.query<VariantResults & { remote: string; venue: string }>(
      `SELECT r.remote, v.slug AS venue, rv.version, rv.weight, rv.stopped_reason,
         (SELECT count(*)::int FROM experiment_exposures e WHERE e.rollout_id = r.id AND e.version = rv.version
           AND e.phase = (SELECT max(phase) FROM experiment_phases p WHERE p.rollout_id = r.id)) AS guests,
         (SELECT count(*)::int FROM order_attributions oa WHERE oa.rollout_id = r.id AND oa.version = rv.version) AS orders_submitted,
         (SELECT count(*)::int FROM order_attributions oa JOIN order_outcomes o ON o.id = oa.order_id
           WHERE oa.rollout_id = r.id AND oa.version = rv.version AND o.is_paid) AS orders_paid,
         (SELECT count(*)::int FROM remote_load_failures f WHERE f.venue_id = r.venue_id AND f.remote = r.remote
           AND f.version = rv.version AND f.reported_at >= r.started_at) AS load_failures
       FROM remote_rollouts r JOIN venue_directory v ON v.id = r.venue_id JOIN rollout_variants rv ON rv.rollout_id = r.id
       WHERE r.ended_at IS NULL ORDER BY v.slug, rv.version`,
    ),
    earlierDefaults(db),
  ]);
  return remotes.map((remote) => {
    const mine = variants.filter((v) => v.remote === remote.name);
    return {
      name: remote.name,
      default: remote.default,
      previous_default: remote.previous_default,
      earlier_defaults: earlier.get(remote.name) ?? [],
      versions: versions
        .filter((v) => v.remote === remote.name)
        .map(({ remote: _r, registered_at, ...v }) => ({ ...v, registered_at: registered_at.toISOString() })),
      rollouts: [...new Set(mine.map((v) => v.venue))].map((venue) => ({
        venue,
        variants: mine.filter((v) => v.venue === venue).map(({ remote: _r, venue: _v, ...results }) => results),
      })),
    };
  });
}
