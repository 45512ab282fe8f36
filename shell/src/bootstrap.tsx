import '@tabula/shared/styles';
import './texts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { appStarted } from '@tabula/shared';
import { App } from './app/App';
import { RegistryFailure } from './app/RegistryFailure';
import {
  chosenVersionRunning,
  loadDeclarations,
  loadRegistry,
  pinnedBuilds,
  previewLinkEnded,
  servedReceipt,
} from './remotes/servedVersions';
import { startVitals } from './remotes/vitals';
import { prefetchEntries } from './remotes/prefetchEntries';

const root = createRoot(document.getElementById('root') as HTMLElement);
// The kernel's API client answers the start-up calls from the venue and menu the server wrote into the page.
appStarted();

loadRegistry().then(
  async (registry) => {
    prefetchEntries(registry);
    const declarations = await loadDeclarations();
    // A team's browser running pinned builds measures nothing for the guests' figures.
    if (pinnedBuilds() === undefined) startVitals(chosenVersionRunning, servedReceipt);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App declarations={declarations} pinned={pinnedBuilds()} previewEnded={previewLinkEnded()} />
        </StrictMode>,
      ),
    );
  },
  (error: unknown) => {
    console.error('[tabula] remote registry unavailable', error);
    root.render(<RegistryFailure />);
  },
);
