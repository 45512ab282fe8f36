import { AppProviders } from '@tabula/shared';
import { AppRoutes } from '../routes/AppRoutes';
import { ExpiryOverlays } from '../overlays/ExpiryOverlays';
import { PreviewBadge } from '../preview/PreviewBadge';
import type { PinnedBuild } from '../remotes/registryFile';

/** `pinned`: the builds this browser alone runs (a preview or an override), which a badge names. */
export function App({ pinned = [] }: { pinned?: readonly PinnedBuild[] }) {
  return (
    <AppProviders>
      <AppRoutes />
      <ExpiryOverlays />
      <PreviewBadge pinned={pinned} />
    </AppProviders>
  );
}
