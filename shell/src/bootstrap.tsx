import '@tabula/shared/styles';
import './texts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { appStarted, primeResponses, type PrimedResponse } from '@tabula/shared';
import { App } from './app/App';
import { RegistryFailure } from './app/RegistryFailure';
import { PAGE_DATA, readPageData } from './pageData';
import { loadRegistry } from './remotes/registry';

const root = createRoot(document.getElementById('root') as HTMLElement);
// The venue and menu the server sent with the page answer the start-up calls, in parallel with the code.
const primed = readPageData(PAGE_DATA.primed);
if (Array.isArray(primed)) primeResponses(primed as PrimedResponse[]);
appStarted();

loadRegistry().then(
  () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  (error: unknown) => {
    console.error('[tabula] remote registry unavailable', error);
    root.render(<RegistryFailure />);
  },
);
