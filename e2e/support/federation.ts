import type { APIRequestContext } from '@playwright/test';

export const remoteOrigins = {
  mfe_menu: 'http://localhost:8081',
  mfe_tab: 'http://localhost:8082',
  mfe_checkout: 'http://localhost:8083',
  mfe_hotel: 'http://localhost:8084',
} as const;

export const appOrigins = { shell: 'http://localhost:8080', ...remoteOrigins } as const;

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
}

interface Manifest {
  shared: ManifestShared[];
  exposes: { name: string; assets: ManifestShared['assets'] }[];
  remoteEntry: { path: string; name: string };
}

export async function manifestOf(request: APIRequestContext, origin: string): Promise<Manifest> {
  const response = await request.get(`${origin}/mf-manifest.json`);
  if (!response.ok()) throw new Error(`${origin}/mf-manifest.json answered ${response.status()}`);
  return (await response.json()) as Manifest;
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
  for (const origin of Object.values(appOrigins)) {
    const manifest = await manifestOf(request, origin);
    const port = new URL(origin).port;
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const key = `${port}/${file}`;
        files.set(key, (files.get(key) ?? new Set()).add(shared.name));
      }
    }
  }
  return files;
}
