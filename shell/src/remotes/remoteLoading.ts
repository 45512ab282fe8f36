import type { RemoteExposes, RemoteName } from './contracts';
import type { RemoteVersion } from './registryFile';
import type { RemoteLoadFailure } from './remoteLoadFailure';

// The terms of loading a remote's module, shared by the registry that loads it and the fallback that
// retries it: here, so that neither imports the other.

export type ExposedModule<R extends RemoteName, M extends keyof RemoteExposes[R]> = RemoteExposes[R][M];

export type RemoteLoader = <R extends RemoteName, M extends keyof RemoteExposes[R] & string>(
  remote: R,
  module: M,
) => Promise<ExposedModule<R, M> | RemoteLoadFailure>;

/** Which build of each remote the page runs, and the switch to the remote's fallback build. */
export interface RemoteSources {
  current(remote: RemoteName): RemoteVersion | undefined;
  /** Whether the remote runs a version that has a fallback it has not switched to yet. */
  canSwitch(remote: RemoteName): boolean;
  /** Registers the remote's fallback in place of its current version; false when it has none to go to. */
  switchToFallback(remote: RemoteName): boolean;
}
