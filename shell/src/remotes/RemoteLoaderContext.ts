import { createContext, useContext } from 'react';
import { withFallback, type RenderFallback } from './fallback';
import type { RemoteLoader } from './remoteLoading';
import { loadExposed, runtimeSources } from './registry';

/** A loader, with what to do when a page it loaded throws (a test's plain loader has no fallback for that). */
type PageLoading = RemoteLoader & Partial<RenderFallback>;

/** The MF runtime in the app; shell tests provide a loader that returns modules directly. */
const RemoteLoaderContext = createContext<PageLoading>(withFallback(loadExposed, runtimeSources));

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): PageLoading {
  return useContext(RemoteLoaderContext);
}
