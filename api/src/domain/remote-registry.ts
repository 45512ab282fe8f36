import { readFile } from 'node:fs/promises';
import type { Database, Sql } from '../db/database';
import { pickVariant, REMOTE_NAME_PATTERN, sharedMismatches, type SharedPackage } from '../rules/rollout';
import { conflict, notFound } from '../rules/violation';

/** The label of the builds REMOTES_FILE names, registered on the first start. */
export const INITIAL_VERSION = 'initial';

/** How long registering a version waits for its manifest. */
const MANIFEST_TIMEOUT_MS = 5_000;

export interface ServedBuild {
  entry: string;
  version: string;
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
  const defaults = await db.query<{ remote: string; version: string; entry: string }>(
    `SELECT d.remote, d.version, v.entry FROM remote_defaults d
     JOIN remote_versions v ON v.remote = d.remote AND v.version = d.version ORDER BY d.remote`,
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
    remotes[base.remote] = fallback;
    const split = variants.filter((v) => v.remote === base.remote);
    const first = split[0];
    if (first === undefined || venueId === undefined) continue;
    const version = pickVariant({ guest, venue: venueId, remote: base.remote, rollout: first.rollout_id }, split);
    const chosen = split.find((v) => v.version === version);
    if (!chosen) continue;
    const experiment = { id: first.rollout_id, phase: first.phase };
    remotes[base.remote] =
      chosen.version === fallback.version
        ? { ...fallback, experiment }
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

interface Manifest {
  name?: unknown;
  metaData?: { name?: unknown };
  shared?: unknown;
}

async function fetchManifest(entry: string): Promise<Manifest> {
  let res: Response;
  try {
    res = await fetch(entry, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), redirect: 'error' });
  } catch (err) {
    const why =
      err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${MANIFEST_TIMEOUT_MS / 1000} s` : 'it cannot be reached';
    throw conflict(`The manifest ${entry} was not fetched: ${why}`);
  }
  if (!res.ok) throw conflict(`The manifest ${entry} was not fetched: it answered ${res.status}`);
  try {
    const manifest = (await res.json()) as Manifest | null;
    if (typeof manifest !== 'object' || manifest === null) throw new Error('not an object');
    return manifest;
  } catch {
    throw conflict(`The manifest ${entry} is not a federation manifest (not a JSON object)`);
  }
}

/** A manifest is fetched from wherever its entry points: only well-formed entries of its list are read. */
const isSharedPackage = (entry: unknown): entry is SharedPackage =>
  typeof entry === 'object' && entry !== null && typeof (entry as { name?: unknown }).name === 'string';

const sharedList = (manifest: Manifest): SharedPackage[] => (Array.isArray(manifest.shared) ? manifest.shared.filter(isSharedPackage) : []);

/** The shared packages the shell's build provides, from its own federation manifest. */
async function shellShared(shellManifest: string): Promise<SharedPackage[]> {
  try {
    return sharedList(JSON.parse(await readFile(shellManifest, 'utf8')) as Manifest);
  } catch {
    throw conflict(`The shell's manifest ${shellManifest} cannot be read, so no build can be checked against it`);
  }
}

/**
 * Registers a build of a remote: refused (409, with the reason) when its manifest cannot be
 * fetched, names another remote, or needs shared packages the shell's build does not provide in a
 * fitting version. A version is immutable: registering a label twice is refused.
 */
export async function registerVersion(
  db: Sql,
  shellManifest: string,
  remote: string,
  version: string,
  entry: string,
): Promise<{ remote: string; version: string; entry: string; registered_at: string }> {
  await assertRemote(db, remote);
  const [existing] = await db.query('SELECT 1 FROM remote_versions WHERE remote = $1 AND version = $2', [remote, version]);
  if (existing) throw conflict(`${remote} ${version} is already registered; versions are immutable, deploy under a new label`);
  const [manifest, provided] = await Promise.all([fetchManifest(entry), shellShared(shellManifest)]);
  const named = manifest.metaData?.name ?? manifest.name;
  if (named !== remote) throw conflict(`The manifest ${entry} is the build of ${String(named)}, not of ${remote}`);
  const problems = sharedMismatches(sharedList(manifest), provided);
  if (problems.length > 0) throw conflict(`The shell cannot host ${remote} ${version}: ${problems.join('; ')}`);
  const [row] = await db.query<{ registered_at: Date }>(
    `INSERT INTO remote_versions (remote, version, entry) VALUES ($1, $2, $3)
     ON CONFLICT (remote, version) DO NOTHING RETURNING registered_at`,
    [remote, version, entry],
  );
  if (!row) throw conflict(`${remote} ${version} is already registered; versions are immutable, deploy under a new label`);
  return { remote, version, entry, registered_at: row.registered_at.toISOString() };
}

/** Makes a registered version every venue's build of the remote, outside the venues' own splits. */
export async function promote(db: Database, remote: string, version: string): Promise<{ remote: string; default: string }> {
  return db.transaction(async (tx) => {
    await assertRemote(tx, remote);
    await assertVersion(tx, remote, version);
    await tx.query(
      `INSERT INTO remote_defaults (remote, version) VALUES ($1, $2)
       ON CONFLICT (remote) DO UPDATE SET version = EXCLUDED.version`,
      [remote, version],
    );
    return { remote, default: version };
  });
}

export interface FailureReport {
  guest: string | null;
  venueId: number;
  remote: string;
  version: string;
  stage: 'manifest' | 'entry' | 'chunk';
}

/**
 * Records a guest's failed load of a build. Once that many distinct guests whom the venue's split
 * served the variant failed on it within the window, the venue's split gives that variant weight 0 and says why:
 * its guests are served the other variants (or the default) from their next page on.
 */
export async function recordLoadFailure(db: Sql, report: FailureReport, limit: { guests: number; windowMs: number }): Promise<void> {
  await assertVersion(db, report.remote, report.version);
  await db.query('INSERT INTO remote_load_failures (guest_id, venue_id, remote, version, stage) VALUES ($1, $2, $3, $4, $5)', [
    report.guest,
    report.venueId,
    report.remote,
    report.version,
    report.stage,
  ]);
  // Only guests exposed to this variant in the running experiment count: the guest id is a cookie any
  // client can make up, and one client inventing five must not stop a variant for the venue's guests.
  const [count] = await db.query<{ guests: number }>(
    `SELECT count(DISTINCT f.guest_id)::int AS guests FROM remote_load_failures f
     JOIN remote_rollouts r ON r.venue_id = f.venue_id AND r.remote = f.remote AND r.ended_at IS NULL
     JOIN experiment_exposures e ON e.rollout_id = r.id AND e.guest_id = f.guest_id AND e.version = f.version
     WHERE f.venue_id = $1 AND f.remote = $2 AND f.version = $3
       AND f.reported_at > now() - make_interval(secs => $4::float8 / 1000)`,
    [report.venueId, report.remote, report.version, limit.windowMs],
  );
  const guests = count?.guests ?? 0;
  if (guests < limit.guests) return;
  const minutes = Math.round(limit.windowMs / 60_000);
  const window = minutes >= 1 ? `${minutes} min` : `${Math.round(limit.windowMs / 1000)} s`;
  await db.query(
    `UPDATE rollout_variants rv SET weight = 0, stopped_reason = $4
     FROM remote_rollouts r
     WHERE rv.rollout_id = r.id AND r.venue_id = $1 AND r.remote = $2 AND r.ended_at IS NULL AND rv.version = $3 AND rv.weight > 0`,
    [
      report.venueId,
      report.remote,
      report.version,
      `Stopped automatically: ${guests} guests failed to load it within ${window} (last failure: ${report.stage})`,
    ],
  );
}

export interface VariantResults {
  version: string;
  weight: number;
  guests: number;
  orders_submitted: number;
  orders_paid: number;
  load_failures: number;
  stopped_reason: string | null;
}

export interface RemoteOverview {
  name: string;
  default: string | null;
  versions: { version: string; entry: string; registered_at: string }[];
  rollouts: { venue: string; variants: VariantResults[] }[];
}

/** Every remote with its versions, default and the venues' running splits with their results per variant. */
export async function registryOverview(db: Sql): Promise<RemoteOverview[]> {
  const [remotes, versions, variants] = await Promise.all([
    db.query<{ name: string; default: string | null }>(
      'SELECT r.name, d.version AS default FROM remotes r LEFT JOIN remote_defaults d ON d.remote = r.name ORDER BY r.name',
    ),
    db.query<{ remote: string; version: string; entry: string; registered_at: Date }>(
      'SELECT remote, version, entry, registered_at FROM remote_versions ORDER BY registered_at, version',
    ),
    db.query<VariantResults & { remote: string; venue: string }>(
      `SELECT r.remote, v.slug AS venue, rv.version, rv.weight, rv.stopped_reason,
         (SELECT count(*)::int FROM experiment_exposures e WHERE e.rollout_id = r.id AND e.version = rv.version
           AND e.phase = (SELECT max(phase) FROM experiment_phases p WHERE p.rollout_id = r.id)) AS guests,
         (SELECT count(*)::int FROM order_attributions oa WHERE oa.rollout_id = r.id AND oa.version = rv.version) AS orders_submitted,
         (SELECT count(*)::int FROM order_attributions oa JOIN orders o ON o.id = oa.order_id
           WHERE oa.rollout_id = r.id AND oa.version = rv.version AND o.is_paid) AS orders_paid,
         (SELECT count(*)::int FROM remote_load_failures f WHERE f.venue_id = r.venue_id AND f.remote = r.remote
           AND f.version = rv.version AND f.reported_at >= r.started_at) AS load_failures
       FROM remote_rollouts r JOIN venues v ON v.id = r.venue_id JOIN rollout_variants rv ON rv.rollout_id = r.id
       WHERE r.ended_at IS NULL ORDER BY v.slug, rv.version`,
    ),
  ]);
  return remotes.map((remote) => {
    const mine = variants.filter((v) => v.remote === remote.name);
    return {
      name: remote.name,
      default: remote.default,
      versions: versions
        .filter((v) => v.remote === remote.name)
        .map((v) => ({ version: v.version, entry: v.entry, registered_at: v.registered_at.toISOString() })),
      rollouts: [...new Set(mine.map((v) => v.venue))].map((venue) => ({
        venue,
        variants: mine.filter((v) => v.venue === venue).map(({ remote: _r, venue: _v, ...results }) => results),
      })),
    };
  });
}
