import type { APIRequestContext } from '@playwright/test';
import remoteList from '../../shared/build/remote-list.cjs';

/** Each remote's local origin, from the one remote list (remotes.json). */
export const remoteOrigins: Record<string, string> = Object.fromEntries(
  remoteList.REMOTES.map((remote) => [remote.name, new URL(remote.entry).origin]),
);

export const appOrigins = { shell: `http://localhost:${remoteList.SHELL.port}`, ...remoteOrigins };

/** One app's entry of a table by app name, which must name it. */
export function named(table: Record<string, string>, app: string): string {
  const value = table[app];
  if (value === undefined) throw new Error(`no ${app} in ${JSON.stringify(table)}`);
  return value;
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
}

interface Manifest {
  shared: ManifestShared[];
  exposes: { name: string; assets: ManifestShared['assets'] }[];
  metaData: { remoteEntry: { path: string; name: string } };
}

/** The folder a build's manifest is in (its files' base): `http://localhost:8081/<version>`, or the shell's origin. */
export async function manifestOf(request: APIRequestContext, base: string): Promise<Manifest> {
  const response = await request.get(`${base}/mf-manifest.json`);
  if (!response.ok()) throw new Error(`${base}/mf-manifest.json answered ${response.status()}`);
  return (await response.json()) as Manifest;
}

/**
 * Where each app's build is served from for a guest without a split: the shell from its origin,
 * each remote from its default version's folder (a remote's origin serves its versions only).
 */
export async function buildBases(request: APIRequestContext): Promise<Record<string, string>> {
  const registry = (await (await request.get(`${appOrigins.shell}/remotes.json`)).json()) as { remotes: Record<string, { entry: string }> };
  const base = (name: string) => {
    const entry = registry.remotes[name]?.entry;
    if (!entry) throw new Error(`the registry names no ${name}`);
    return entry.replace(/\/mf-manifest\.json$/, '');
  };
  return { shell: appOrigins.shell, ...Object.fromEntries(Object.keys(remoteOrigins).map((name) => [name, base(name)])) };
}

/** port + path of a URL: the shell is served on several venue hosts of one port. */
export function fileKey(url: string): string {
  const u = new URL(url);
  return `${u.port}${u.pathname}`;
}

/**
 * Which shared packages each built file serves, read from every app's mf-manifest.json, so network
 * requests can be counted per package. A chunk can serve several packages (effector-react's chunk
 * group also lists effector's), so each file maps to a set.
 */
export async function sharedPackageFiles(request: APIRequestContext): Promise<Map<string, Set<string>>> {
  const files = new Map<string, Set<string>>();
  for (const base of Object.values(await buildBases(request))) {
    const manifest = await manifestOf(request, base);
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const key = fileKey(`${base}/${file}`);
        files.set(key, (files.get(key) ?? new Set()).add(shared.name));
      }
    }
  }
  return files;
}
