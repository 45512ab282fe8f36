import type { Scope } from 'effector';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from './render-with-providers';

/**
 * Stands in for another screen in a page test: a heading naming the screen (or, unnamed, the URL
 * the page went to) and the navigation state it was handed.
 */
export function LocationProbe({ name }: { name?: string }) {
  const { pathname, search, state } = useLocation();
  return (
    <div>
      <h1>{name ?? `at ${pathname}${search}`}</h1>
      <pre data-testid="location-state">{JSON.stringify(state ?? null)}</pre>
    </div>
  );
}

/**
 * Renders the page at `path`; every other route shows a probe naming the URL the page went to. With a
 * scope the page reads and drives that forked copy of the store.
 */
export function renderPage(page: ReactElement, path: string, route: string, venueSlug: string, scope?: Scope) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route, venueSlug, ...(scope ? { scope } : {}) },
  );
}
