import { createContext, useContext } from 'react';
import { withFallback, type RemoteLoader } from './fallback';
import { loadExposed, runtimeSources } from './registry';

/** The MF runtime in the app; shell tests provide a loader that returns modules directly. */
const RemoteLoaderContext = createContext<RemoteLoader>(withFallback(loadExposed, runtimeSources));

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
