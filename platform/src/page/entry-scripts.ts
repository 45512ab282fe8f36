import type { ServedRegistry } from '../domain/remote-registry';
import type { RemoteAssetReader } from './remote-assets';

/**
 * The registry with each build's remote entry named beside its manifest, read from the manifest the
 * server reads for the page anyway: the shell hands the entry to the runtime, so a browser loads a
 * remote without fetching and reading its manifest (a request and 1-1.5 KB per remote, and its
 * parse), and the shell knows each entry to fetch ahead (shell/src/remotes/prefetchEntries.ts).
 * A build the server cannot tell the entry of keeps loading through its manifest, as does a
 * developer's override: a dev server rewrites its manifest as it rebuilds.
 */
export async function withEntryScripts(registry: ServedRegistry, reader: RemoteAssetReader): Promise<ServedRegistry> {
  const overridden = new Set((registry.pinned ?? []).filter((pin) => pin.by === 'override').map((pin) => pin.remote));
  const named = async <B extends { entry: string; version: string }>(name: string, build: B): Promise<B & { script?: string }> => {
    const script = overridden.has(name) ? undefined : await reader.entryScript(build.entry, name, build.version);
    return script === undefined ? build : { ...build, script };
  };
  const remotes = await Promise.all(
    Object.entries(registry.remotes).map(async ([name, remote]) => {
      // The fallback too: loaded through its manifest, the runtime put the page's module chunks in classic
      // script tags ahead of importing them, and each threw "Unexpected token 'export'" on the guest's page.
      const [served, fallback] = await Promise.all([named(name, remote), remote.fallback && named(name, remote.fallback)]);
      return [name, fallback ? { ...served, fallback } : served] as const;
    }),
  );
  return { ...registry, remotes: Object.fromEntries(remotes) };
}

/** The addresses of the entries a page's registry names beside their manifests, fallbacks included. */
export const entryScriptsOf = (registry: ServedRegistry): string[] =>
  Object.values(registry.remotes).flatMap((remote) => [remote.script, remote.fallback?.script].filter((s): s is string => s !== undefined));
