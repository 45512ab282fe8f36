import { readFile } from 'node:fs/promises';
import type { AppContext } from '../context';

/**
 * The origins the registry's remotes are served from (what pages of the shell load scripts,
 * styles and manifests from). Read from REMOTES_FILE on every call, as /remotes.json is: editing
 * the registry changes both at once. An unreadable registry names none; the shell then cannot
 * load any remote either.
 */
export async function remoteOrigins(ctx: AppContext): Promise<string[]> {
  let registry: unknown;
  try {
    registry = JSON.parse(await readFile(ctx.config.remotesFile, 'utf8'));
  } catch {
    return [];
  }
  const remotes = (registry as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) return [];
  const origins = new Set<string>();
  for (const remote of Object.values(remotes)) {
    const entry = (remote as { entry?: unknown } | null)?.entry;
    if (typeof entry !== 'string') continue;
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // An entry that is no URL names no origin to allow.
    }
  }
  return [...origins].sort();
}
