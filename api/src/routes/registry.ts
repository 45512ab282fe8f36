import { readFile } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

export type RegistryResolution = { ok: true; registry: unknown } | { ok: false; message: string };

/**
 * The remote registry a guest gets with this request: which build of each remote the shell loads.
 * Both /remotes.json and the page the server writes take it from here, so this is the one place
 * where a per-guest choice (a rollout, an A/B variant) plugs in. Today it is the operator's file,
 * read on every request, so an edit takes effect on the next page load with no restart. The shell
 * validates the content; this only needs it to be JSON.
 */
export async function resolveRegistry(ctx: AppContext, _req: FastifyRequest): Promise<RegistryResolution> {
  try {
    return { ok: true, registry: JSON.parse(await readFile(ctx.config.remotesFile, 'utf8')) };
  } catch (err) {
    // A broken registry is the operator's error, but the shell cannot start without it.
    const reason = err instanceof SyntaxError ? `not valid JSON (${err.message})` : 'missing or unreadable';
    return { ok: false, message: `Remote registry ${ctx.config.remotesFile} is ${reason}` };
  }
}
