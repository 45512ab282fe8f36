import { createContext, useContext } from 'react';
import { withExposure } from './exposure';
import { withFallback, type RemoteLoader } from './fallback';
import { experimentOf, loadExposed, runtimeSources } from './registry';
import { withVitals } from './vitals';

/**
 * The MF runtime in the app, reporting the guest's exposure to an experiment's remote and noting the
 * remotes whose speed the page reports; shell tests provide a loader that returns modules directly.
 */
const RemoteLoaderContext = createContext<RemoteLoader>(withVitals(withExposure(withFallback(loadExposed, runtimeSources), experimentOf)));

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
