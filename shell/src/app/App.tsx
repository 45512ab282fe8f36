import { AppProviders } from '@tabula/shared';
import { AppRoutes } from '../routes/AppRoutes';
import type { Declarations } from '../routes/routeTable';
import { ExpiryOverlays } from '../overlays/ExpiryOverlays';

export function App({ declarations }: { declarations: Declarations }) {
  return (
    <AppProviders>
      <AppRoutes declarations={declarations} />
      <ExpiryOverlays />
    </AppProviders>
  );
}
