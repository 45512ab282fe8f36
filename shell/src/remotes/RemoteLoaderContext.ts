import { createContext, useContext } from 'react';
import { loadExposed, type RemoteLoader } from './registry';

/** The MF runtime in the app; shell tests provide a loader that returns modules directly. */
const RemoteLoaderContext = createContext<RemoteLoader>(loadExposed);

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
