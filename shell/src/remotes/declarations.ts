import { REMOTE_NAMES } from './contracts';
import { isRecord } from './registryFile';
import { parseDeclaration } from './routeDeclaration';
import type { Declarations } from '../routes/routeTable';

/**
 * What each remote declares, from what was read of its version: the declarations the server wrote
 * into the page. Without them (the dev server's page), or for a remote the server could not read,
 * declarationsWithoutPage.ts finds them, in a chunk of its own that a guest's page never needs.
 */
export async function declarationsOf(
  entries: Record<string, string>,
  written: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<Declarations> {
  const declared = Object.fromEntries(REMOTE_NAMES.map((name) => [name, isRecord(written) ? parseDeclaration(written[name]) : undefined]));
  if (REMOTE_NAMES.every((name) => declared[name])) return declared;
  const { completed } = await import('./declarationsWithoutPage');
  return completed(declared, isRecord(written) ? undefined : entries, fetchImpl);
}
