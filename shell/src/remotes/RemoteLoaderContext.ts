import { createContext, useContext } from 'react';
import { withExposure } from './exposure';
import { withFallback, type RenderFallback } from './fallback';
import { experimentOf, loadExposed, runtimeSources } from './servedVersions';
import type { RemoteLoader } from './remoteLoading';
import { withVitals } from './vitals';

/** A loader, with what to do when a page it loaded throws (a test's plain loader has no fallback for that). */
type PageLoading = RemoteLoader & Partial<RenderFallback>;

const fallbackLoader = withFallback(loadExposed, runtimeSources);

/**
 * The MF runtime in the app, reporting the guest's exposure to an experiment's remote and noting the
 * remotes whose speed the page reports; shell tests provide a loader that returns modules directly.
 */
const RemoteLoaderContext = createContext<PageLoading>(
  Object.assign(withVitals(withExposure(fallbackLoader, experimentOf)), {
    canFallBack: fallbackLoader.canFallBack,
    renderFailed: fallbackLoader.renderFailed,
  }),
);

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): PageLoading {
  return useContext(RemoteLoaderContext);
}
