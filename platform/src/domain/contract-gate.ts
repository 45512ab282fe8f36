import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Sql } from '@tabula/api/db/database';
import { missingExposes, sharedMismatches, type SharedPackage } from '../rules/rollout';
import { conflict, notFound } from '@tabula/api/rules/violation';
import { droppedRoutes, parseDeclaration, type RouteDeclaration } from './declared-pages';

/** How long reading a version's manifest waits for its origin. */
const MANIFEST_TIMEOUT_MS = 5_000;

/** What a build is, read from its federation manifest: recorded with the version when it is registered. */
export interface BuildFacts {
  /** sha256 of the manifest, which names every file of the build by its content hash. */
  build_hash: string;
  /** What it requires of the packages it shares. */
  shared: { name: string; requiredVersion: string | null; singleton: boolean }[];
  /** The modules it exposes (./MenuPage, ...). */
  exposes: string[];
}

interface Manifest {
  name?: unknown;
  metaData?: { name?: unknown; routes?: unknown };
  shared?: unknown;
  exposes?: unknown;
}

/** A manifest is fetched from wherever its entry points: only well-formed entries of its lists are read. */
const isSharedPackage = (entry: unknown): entry is SharedPackage =>
  typeof entry === 'object' && entry !== null && typeof (entry as { name?: unknown }).name === 'string';

const sharedList = (manifest: Manifest): SharedPackage[] => (Array.isArray(manifest.shared) ? manifest.shared.filter(isSharedPackage) : []);

const exposeList = (manifest: Manifest): string[] =>
  Array.isArray(manifest.exposes)
    ? manifest.exposes.flatMap((e: unknown) => {
        const path = (e as { path?: unknown } | null)?.path;
        return typeof path === 'string' ? [path] : [];
      })
    : [];

/** Fetches a build's manifest and reads what it is; 409 with the reason when it cannot, or it is another remote's build. */
export async function readBuild(
  remote: string,
  entry: string,
): Promise<{ facts: BuildFacts; shared: SharedPackage[]; routes: RouteDeclaration | undefined }> {
  let res: Response;
  try {
    res = await fetch(entry, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), redirect: 'error' });
  } catch (err) {
    const why =
      err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${MANIFEST_TIMEOUT_MS / 1000} s` : 'it cannot be reached';
    throw conflict(`The manifest ${entry} was not fetched: ${why}`);
  }
  if (!res.ok) throw conflict(`The manifest ${entry} was not fetched: it answered ${res.status}`);
  const text = await res.text();
  let manifest: Manifest | null;
  try {
    manifest = JSON.parse(text) as Manifest | null;
  } catch {
    manifest = null;
  }
  if (typeof manifest !== 'object' || manifest === null)
    throw conflict(`The manifest ${entry} is not a federation manifest (not a JSON object)`);
  const named = manifest.metaData?.name ?? manifest.name;
  if (named !== remote) throw conflict(`The manifest ${entry} is the build of ${String(named)}, not of ${remote}`);
  const shared = sharedList(manifest);
  return {
    shared,
    routes: parseDeclaration(manifest.metaData?.routes),
    facts: {
      build_hash: createHash('sha256').update(text).digest('hex'),
      shared: shared.map((p) => ({
        name: p.name,
        // Kept as written when it is no string, so the gate names it as no version range.
        requiredVersion:
          typeof p.requiredVersion === 'string' || p.requiredVersion === undefined || p.requiredVersion === null
            ? (p.requiredVersion ?? null)
            : JSON.stringify(p.requiredVersion),
        singleton: p.singleton === true,
      })),
      exposes: exposeList(manifest),
    },
  };
}

/** What the running shell offers and needs: the singletons of its manifest, and what its pages load from each remote (page-routes.json beside it). */
export interface ShellContract {
  provided: SharedPackage[];
  loads: Record<string, string[]>;
}

export async function readShellContract(shellManifest: string): Promise<ShellContract> {
  let provided: SharedPackage[];
  try {
    provided = sharedList(JSON.parse(await readFile(shellManifest, 'utf8')) as Manifest);
  } catch {
    throw conflict(`The shell's manifest ${shellManifest} cannot be read, so no build can be checked against it`);
  }
  const routesFile = join(dirname(shellManifest), 'page-routes.json');
  let pages: { load?: { remote?: unknown; module?: unknown }[] }[];
  try {
    pages = (JSON.parse(await readFile(routesFile, 'utf8')) as { pages: typeof pages }).pages;
    if (!Array.isArray(pages)) throw new Error('no pages');
  } catch {
    throw conflict(`The shell's page list ${routesFile} cannot be read, so no build can be checked against it`);
  }
  const loads: Record<string, string[]> = {};
  for (const { remote, module } of pages.flatMap((page) => page.load ?? [])) {
    if (typeof remote !== 'string' || typeof module !== 'string') continue;
    const list = (loads[remote] ??= []);
    if (!list.includes(module)) list.push(module);
  }
  return { provided, loads };
}

/** Why the shell cannot run this build of a remote, or [] when it can. */
export function contractProblems(remote: string, facts: BuildFacts, shell: ShellContract): string[] {
  const problems = sharedMismatches(
    facts.shared.map((p) => ({ name: p.name, requiredVersion: p.requiredVersion ?? undefined, singleton: p.singleton })),
    shell.provided,
  );
  for (const module of missingExposes(shell.loads[remote] ?? [], facts.exposes)) {
    problems.push(`it does not expose ${module}, which the shell loads from ${remote}`);
  }
  return problems;
}

export function assertContract(remote: string, version: string, facts: BuildFacts, shell: ShellContract, routes?: RouteDeclaration): void {
  const problems = contractProblems(remote, facts, shell);
  // The shell loads what a version declares: a declared page or widget it does not expose would fail for every guest there.
  const declared = [...(routes?.pages ?? []), ...(routes?.widgets ?? [])].map((d) => d.module);
  for (const module of missingExposes([...new Set(declared)], facts.exposes)) problems.push(`it declares ${module} but does not expose it`);
  if (problems.length > 0) throw conflict(`The shell cannot host ${remote} ${version}: ${problems.join('; ')}`);
}

/**
 * The gate a version passes before guests may get it (a split or a promote): what was recorded of
 * it at registration (read from its manifest now, and recorded, for a version seeded without), checked
 * against the shell running now, which may have been redeployed since. Routes are compared at
 * registration only: going back to an earlier version (a rollback) may drop the routes a later one added.
 */
export async function assertVersionFits(db: Sql, shellManifest: string, remote: string, version: string): Promise<void> {
  const [row] = await db.query<{ entry: string; build_hash: string | null; shared: BuildFacts['shared'] | null; exposes: string[] | null }>(
    'SELECT entry, build_hash, shared, exposes FROM remote_versions WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  if (!row) throw notFound(`${remote} has no version ${version}`);
  let facts: BuildFacts;
  if (row.build_hash !== null && row.shared !== null && row.exposes !== null) {
    facts = { build_hash: row.build_hash, shared: row.shared, exposes: row.exposes };
  } else {
    facts = (await readBuild(remote, row.entry)).facts;
    await recordFacts(db, remote, version, facts);
  }
  assertContract(remote, version, facts, await readShellContract(shellManifest));
}

export async function recordFacts(db: Sql, remote: string, version: string, facts: BuildFacts): Promise<void> {
  await db.query('UPDATE remote_versions SET build_hash = $3, shared = $4, exposes = $5 WHERE remote = $1 AND version = $2', [
    remote,
    version,
    facts.build_hash,
    JSON.stringify(facts.shared),
    JSON.stringify(facts.exposes),
  ]);
}

/** The routes (and widgets) a version with declaration `routes` drops from the remote's default; [] when it is the default or either declares nothing. */
export async function routesDroppedFromDefault(
  db: Sql,
  remote: string,
  version: string,
  routes: RouteDeclaration | undefined,
): Promise<{ dropped: string[]; defaultVersion?: string }> {
  const [current] = await db.query<{ version: string; entry: string }>(
    'SELECT d.version, v.entry FROM remote_defaults d JOIN remote_versions v ON v.remote = d.remote AND v.version = d.version WHERE d.remote = $1',
    [remote],
  );
  // A build that declares nothing (from before declarations, or unread) keeps the routes the shell was built with.
  if (!current || current.version === version || routes === undefined) return { dropped: [] };
  const previous = await readBuild(remote, current.entry).then(
    (build) => build.routes,
    () => undefined,
  );
  return { dropped: previous ? droppedRoutes(previous, routes) : [], defaultVersion: current.version };
}

/**
 * Refuses (409) a version that no longer declares a route (or widget) the remote's default does:
 * guests there would get the 404 screen. `allowDroppedRoutes` drops them on purpose.
 */
export function assertKeepsRoutes(
  remote: string,
  version: string,
  { dropped, defaultVersion }: { dropped: string[]; defaultVersion?: string },
): void {
  if (dropped.length === 0) return;
  throw conflict(
    `${remote} ${version} no longer declares ${dropped.join(', ')}, which the default ${defaultVersion ?? ''} declares: ` +
      'guests there would get the 404 screen. Register it with "allowDroppedRoutes": true (npm run deploy -- --allow-dropped-routes) to drop them on purpose',
  );
}
