import { REMOTE_NAMES, type RemoteName, type RouteDeclaration } from './contracts';
import { isRecord } from './registryFile';
import type { Declarations } from '../routes/routeTable';

/**
 * What each remote declares, from what was read of its version: the declarations the server wrote
 * into the page. Without them (the dev server's page), or for a remote the server could not read,
 * declarationsWithoutPage.ts finds them, in a chunk of its own that a guest's page never needs.
 */
export async function declarationsOf(
  remotes: Partial<Record<RemoteName, { entry: string }>>,
  written: unknown,
  fetchImpl: typeof fetch,
): Promise<Declarations> {
  const page = isRecord(written) ? written : undefined;
  const declared: Declarations = {};
  for (const name of REMOTE_NAMES) {
    // The server wrote only the well-formed pages and widgets of what it read (platform/src/domain/declared-pages.ts).
    const own = page?.[name];
    if (isRecord(own) && Array.isArray(own.pages)) declared[name] = own as unknown as RouteDeclaration;
  }
  if (REMOTE_NAMES.every((name) => declared[name])) return declared;
  const { completed } = await import('./declarationsWithoutPage');
  return completed(declared, page ? {} : remotes, fetchImpl);
}
