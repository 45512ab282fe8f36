import { BUILT_DECLARATIONS } from './builtDeclarations';
import { REMOTE_NAMES, type RemoteName, type RouteDeclaration } from './contracts';
import { parseDeclaration } from './routeDeclaration';
import { isRecord } from './registryFile';
import type { Declarations } from '../routes/routeTable';

// How long the shell waits for a remote's manifest to learn its routes when the page brought none (the dev server).
const MANIFEST_WAIT_MS = 3_000;

async function fromManifest(entry: string | undefined, fetchImpl: typeof fetch): Promise<RouteDeclaration | undefined> {
  if (entry === undefined) return undefined;
  try {
    const response = await fetchImpl(entry, { signal: AbortSignal.timeout(MANIFEST_WAIT_MS) });
    const manifest: unknown = response.ok ? await response.json() : undefined;
    return isRecord(manifest) && isRecord(manifest.metaData) ? parseDeclaration(manifest.metaData.routes) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The declarations the page did not bring: read from each version's manifest when the page had none
 * at all (the dev server; `remotes` is empty otherwise), else, for a remote whose declaration cannot be read, the
 * routes this shell was built with, so its pages still show its failure screen rather than the 404 one.
 */
export async function completed(
  declared: Declarations,
  remotes: Partial<Record<RemoteName, { entry: string }>>,
  fetchImpl: typeof fetch,
): Promise<Declarations> {
  const read = await Promise.all(
    REMOTE_NAMES.map(async (name) => [
      name,
      declared[name] ?? (await fromManifest(remotes[name]?.entry, fetchImpl)) ?? BUILT_DECLARATIONS[name],
    ]),
  );
  return Object.fromEntries(read) as Declarations;
}
