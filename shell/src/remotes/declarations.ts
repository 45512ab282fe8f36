import { BUILT_DECLARATIONS, REMOTE_NAMES, type RouteDeclaration } from './contracts';
import type { Declarations } from '../routes/routeTable';

// How long the shell waits for a remote's manifest to learn its routes when the page brought none (the dev server).
const MANIFEST_WAIT_MS = 3_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A well-formed declaration (a remote's src/routes.json, as its manifest publishes it), or undefined. */
export function parseDeclaration(value: unknown): RouteDeclaration | undefined {
  if (!isRecord(value) || !Array.isArray(value.pages)) return undefined;
  const pages = value.pages.filter(
    (p): p is RouteDeclaration['pages'][number] =>
      isRecord(p) &&
      isText(p.path) &&
      p.path.startsWith('/') &&
      p.path !== '/' &&
      isText(p.module) &&
      isText(p.titleKey) &&
      typeof p.tabBar === 'boolean',
  );
  const widgets = (Array.isArray(value.widgets) ? value.widgets : []).filter(
    (w): w is RouteDeclaration['widgets'][number] => isRecord(w) && w.slot === 'tabBar' && isText(w.module),
  );
  return { pages: pages.map(({ path, module, titleKey, tabBar }) => ({ path, module, titleKey, tabBar })), widgets };
}

/**
 * What each remote declares, from what was read of its version: the declarations the server wrote
 * into the page, else each version's manifest (the dev server's page has none). A remote whose
 * declaration cannot be read keeps the routes this shell was built with, so its pages still show
 * its failure screen rather than the 404 one.
 */
export async function declarationsOf(
  entries: Record<string, string>,
  written: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<Declarations> {
  const read = async (entry: string | undefined): Promise<RouteDeclaration | undefined> => {
    if (entry === undefined) return undefined;
    try {
      const response = await fetchImpl(entry, { signal: AbortSignal.timeout(MANIFEST_WAIT_MS) });
      const manifest: unknown = response.ok ? await response.json() : undefined;
      return isRecord(manifest) && isRecord(manifest.metaData) ? parseDeclaration(manifest.metaData.routes) : undefined;
    } catch {
      return undefined;
    }
  };
  const declared = await Promise.all(
    REMOTE_NAMES.map(async (name) => {
      const own = isRecord(written) ? parseDeclaration(written[name]) : await read(entries[name]);
      return [name, own ?? BUILT_DECLARATIONS[name]] as const;
    }),
  );
  return Object.fromEntries(declared);
}
