import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
import '@mantine/core/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { appStarted } from '@tabula/shared';
import { App } from './app/App';
import { RegistryFailure } from './app/RegistryFailure';
import { loadRegistry } from './remotes/registry';

const root = createRoot(document.getElementById('root') as HTMLElement);
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
