import { lazy, Suspense } from 'react';
import { AppProviders } from '@tabula/shared';
import { AppRoutes } from '../routes/AppRoutes';
import type { Declarations } from '../routes/routeTable';
import { ExpiryOverlays } from '../overlays/ExpiryOverlays';

// Only a team's browser runs pinned builds: guests never download the badge.
const PreviewBadge = lazy(() => import('../preview/PreviewBadge').then((m) => ({ default: m.PreviewBadge })));
const PreviewEnded = lazy(() => import('../preview/PreviewEnded').then((m) => ({ default: m.PreviewEnded })));
// The server sends a browser here with ?preview=ended from a preview link that expired or was revoked.
const endedInUrl = () => new URLSearchParams(window.location.search).get('preview') === 'ended';

/**
 * `pinned`: what the registry says this browser alone runs (a preview or an override), which a badge names;
 * `previewEnded`: the registry found the preview link this browser had revoked since.
 */
export function App({
  declarations,
  pinned,
  previewEnded = false,
}: {
  declarations: Declarations;
  pinned?: unknown;
  previewEnded?: boolean;
}) {
  return (
    <AppProviders>
      <AppRoutes declarations={declarations} />
      <ExpiryOverlays />
      {Array.isArray(pinned) && pinned.length > 0 ? (
        <Suspense fallback={null}>
          <PreviewBadge pinned={pinned} />
        </Suspense>
      ) : previewEnded || endedInUrl() ? (
        <Suspense fallback={null}>
          <PreviewEnded />
        </Suspense>
      ) : null}
    </AppProviders>
  );
}
