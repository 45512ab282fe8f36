import type { RemoteName } from './contracts';
import { remoteVersionFailed } from './model';
import { isRemoteLoadFailure } from './remoteLoadFailure';
import type { RemoteLoader, RemoteSources } from './remoteLoading';

/** What a page does when its remote's page threw while rendering (an error boundary caught it). */
export interface RenderFallback {
  /** Whether a render failure of this remote would switch it to a fallback version. */
  canFallBack(remote: RemoteName): boolean;
  /** Reports the failure of the version that threw, once, and switches the remote to its fallback; true when it did. */
  renderFailed(remote: RemoteName): boolean;
}

export type FallbackLoader = RemoteLoader & RenderFallback;

/**
 * A guest on a version that fails to load (its manifest, its entry or a chunk of the page) gets the
 * remote's default version at once, without doing anything; the failure is reported so an operator,
 * or the API's threshold, can stop the variant. Only when the default fails too does the load fail.
 */
export function withFallback(load: RemoteLoader, sources: RemoteSources): FallbackLoader {
  const loadWithFallback: RemoteLoader = async (remote, module) => {
    const tried = sources.current(remote);
    const loaded = await load(remote, module);
    if (!isRemoteLoadFailure(loaded) || !tried) return loaded;
    remoteVersionFailed({ remote, version: tried.version, stage: loaded.stage });
    // Another page of the same remote may have switched it already while this one was loading.
    const switched = sources.current(remote)?.version !== tried.version || sources.switchToFallback(remote);
    return switched ? loadWithFallback(remote, module) : loaded;
  };
  // A page that throws while rendering is a failure of its version like a load that fails: the
  // guest gets the fallback at once, and the failure counts toward stopping the version.
  return Object.assign(loadWithFallback, {
    canFallBack: (remote: RemoteName) => sources.canSwitch(remote),
    renderFailed(remote: RemoteName) {
      const tried = sources.current(remote);
      if (tried) remoteVersionFailed({ remote, version: tried.version, stage: 'render' });
      return sources.switchToFallback(remote);
    },
  });
}
