import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteLoadFailure, remoteOfRequest } from './remoteLoadFailure';

/**
 * Turns any failure to fetch or evaluate a remote (dead origin, broken manifest, throwing module)
 * into a value the shell renders as a fallback, instead of a rejected import that would blank the app.
 * Only the final 'onLoad' stage is answered: earlier stages rethrow and end up here anyway.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tabula-remote-failure',
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[tabula] remote ${id} failed to load`, error);
      return remoteLoadFailure(remote?.name ?? remoteOfRequest(id), error);
    },
  };
}
