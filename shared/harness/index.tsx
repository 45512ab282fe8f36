import '@tabula/shared/styles';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Anchor, Group, Text } from '@mantine/core';
import { Link, Route, Routes } from 'react-router-dom';
// Through the package name, never a relative path: the harness must use the one federated copy of the store.
import { AppProviders, appStarted, configureApi } from '@tabula/shared';

export interface HarnessPage {
  path: string;
  label: string;
  Component: ComponentType;
}

const SETTINGS_KEY = 'tabula-harness';

/**
 * The API and venue a standalone remote talks to: `?api=http://localhost:8080&venue=bistro` once,
 * then remembered for the session so in-app navigation keeps them.
 */
function harnessSettings(): { api: string; venue: string } {
  const query = new URLSearchParams(window.location.search);
  const saved = JSON.parse(sessionStorage.getItem(SETTINGS_KEY) ?? '{}') as { api?: string; venue?: string };
  const settings = {
    api: query.get('api') ?? saved.api ?? 'http://localhost:8080',
    venue: query.get('venue') ?? saved.venue ?? 'bistro',
  };
  sessionStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  return settings;
}

function Harness({ title, pages, venue }: { title: string; pages: HarnessPage[]; venue: string }) {
  return (
    <AppProviders>
      <Group component="nav" aria-label="Harness pages" gap="xs" p="xs" bg="gray.1" wrap="wrap">
        <Text size="xs" fw={700}>
          {title} · {venue}
        </Text>
        {pages.map((page) => (
          <Anchor key={page.path} component={Link} to={page.path.replace(/:\w+/g, 'demo')} size="xs">
            {page.label}
          </Anchor>
        ))}
      </Group>
      <Routes>
        {pages.map(({ path, Component }) => (
          <Route key={path} path={`${path}/*`} element={<Component />} />
        ))}
      </Routes>
    </AppProviders>
  );
}

/** Mounts a remote's pages with the real shared store, without the shell. */
export function startHarness(title: string, pages: HarnessPage[]): void {
  const { api, venue } = harnessSettings();
  configureApi({ baseUrl: api, venueSlug: venue });
  appStarted();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Harness title={title} pages={pages} venue={venue} />
    </StrictMode>,
  );
}
