import type { ComponentType } from 'react';
import type { RemoteName } from './contracts';
import type { RemoteLoader } from './remoteLoading';
import { isRemoteLoadFailure } from './remoteLoadFailure';

type Delivered = { default: ComponentType<object> };

/**
 * The modules each loader has delivered, by remote, module and attempt (a retry or a switch to the
 * fallback is a new attempt, so it never gets the old build). A page waits for the code of the
 * widgets it shows; when it renders them, a widget already delivered renders in the page's own
 * commit rather than suspending once more and committing (with its style and layout) on its own.
 */
const delivered = new WeakMap<RemoteLoader, Map<string, Delivered>>();

const keyOf = (remote: RemoteName, module: string, attempt: number) => `${remote}/${module}#${attempt}`;

/** Loads a module through `loader` and remembers it once it arrived (a failure is not remembered). */
export function loadRemembered(loader: RemoteLoader, remote: RemoteName, module: string, attempt: number): Promise<unknown> {
  return loader(remote, module as never).then((loaded) => {
    if (!isRemoteLoadFailure(loaded) && typeof loaded === 'object' && loaded !== null && 'default' in loaded) {
      const byKey = delivered.get(loader) ?? new Map<string, Delivered>();
      byKey.set(keyOf(remote, module, attempt), loaded as Delivered);
      delivered.set(loader, byKey);
    }
    return loaded;
  });
}

/** The module `loader` already delivered for this attempt, if it did. */
export function deliveredModule(loader: RemoteLoader, remote: RemoteName, module: string, attempt: number): Delivered | undefined {
  return delivered.get(loader)?.get(keyOf(remote, module, attempt));
}
