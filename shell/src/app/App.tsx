import { AppProviders } from '@tabula/shared';
import { AppRoutes } from '../routes/AppRoutes';
import { ExpiryOverlays } from '../overlays/ExpiryOverlays';

export function App() {
  return (
    <AppProviders>
      <AppRoutes />
      <ExpiryOverlays />
    </AppProviders>
  );
}
