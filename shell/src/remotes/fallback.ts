import type { RemoteExposes, RemoteName } from './contracts';
import type { RemoteVersion } from './registryFile';
import { remoteVersionFailed } from './model';
import { isRemoteLoadFailure, type RemoteLoadFailure } from './remoteLoadFailure';

export type ExposedModule<R extends RemoteName, M extends keyof RemoteExposes[R]> = RemoteExposes[R][M];

export type RemoteLoader = <R extends RemoteName, M extends keyof RemoteExposes[R] & string>(
  remote: R,
  module: M,
) => Promise<ExposedModule<R, M> | RemoteLoadFailure>;

/** Which build of each remote the page runs, and the switch to the remote's default build. */
export interface RemoteSources {
  current(remote: RemoteName): RemoteVersion | undefined;
  /** Registers the remote's fallback in place of its current version; false when it has none to go to. */
  switchToFallback(remote: RemoteName): boolean;
}

/**
 * A guest on a version that fails to load (its manifest, its entry or a chunk of the page) gets the
 * remote's default version at once, without doing anything; the failure is reported so an operator,
 * or the API's threshold, can stop the variant. Only when the default fails too does the load fail.
 */
export function withFallback(load: RemoteLoader, sources: RemoteSources): RemoteLoader {
  const loadWithFallback: RemoteLoader = async (remote, module) => {
    const tried = sources.current(remote);
    const loaded = await load(remote, module);
    if (!isRemoteLoadFailure(loaded) || !tried) return loaded;
    remoteVersionFailed({ remote, version: tried.version, stage: loaded.stage });
    // Another page of the same remote may have switched it already while this one was loading.
    const switched = sources.current(remote)?.version !== tried.version || sources.switchToFallback(remote);
    return switched ? loadWithFallback(remote, module) : loaded;
  };
  return loadWithFallback;
}
