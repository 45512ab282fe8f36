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
  const remotes = await Promise.all(
    Object.entries(registry.remotes).map(async ([name, remote]) => {
      const script = overridden.has(name) ? undefined : await reader.entryScript(remote.entry, name, remote.version);
      return [name, script === undefined ? remote : { ...remote, script }] as const;
    }),
  );
  return { ...registry, remotes: Object.fromEntries(remotes) };
}

/** The addresses of the entries a page's registry names beside their manifests. */
export const entryScriptsOf = (registry: ServedRegistry): string[] =>
  Object.values(registry.remotes).flatMap((remote) => (remote.script === undefined ? [] : [remote.script]));
