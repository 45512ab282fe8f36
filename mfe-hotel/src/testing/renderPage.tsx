import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@tabula/shared/test';
import { LocationProbe } from './LocationProbe';

/** Renders the page at `path`; every other route shows a probe naming the URL the page went to. */
export function renderPage(page: ReactElement, path: string, route: string, venueSlug: string) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route, venueSlug },
  );
}
