/// <reference types="@testing-library/jest-dom" />
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n } from '../i18n/instance';
import { $themeColor } from '../model/ui';
import { RouterBinding } from '../ui/RouterBinding';
import { createVenueTheme, readableCssVariables } from '../theme/venue-theme';
import { configureTestApi } from './api';

export interface RenderWithProvidersOptions {
  /** The URL the page opens at, query included: '/menu?type=view'. */
  route?: string;
  /** Navigation state, for pages that receive it (/order-detail). */
  routeState?: unknown;
  /** A route pattern for pages that read params: '/enter-table/:slug'. */
  path?: string;
  /** Sent as x-venue-slug, so the in-process API serves that demo venue. */
  venueSlug?: string;
  /** A forked scope; without one the page uses the global store, as in the app. */
  scope?: Scope;
}

function Themed({ children }: { children: ReactNode }) {
  const colour = useUnit($themeColor);
  const theme = useMemo(() => createVenueTheme(colour), [colour]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableCssVariables} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders a page as the shell would: theme, i18n, router and the shared store, against the test API. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', routeState, path, venueSlug, scope }: RenderWithProvidersOptions = {},
): RenderResult & { user: UserEvent } {
  configureTestApi(venueSlug);
  const url = new URL(route, 'http://tabula.test');
  const page = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const tree = (
    <I18nextProvider i18n={i18n}>
      <Themed>
        <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, hash: url.hash, state: routeState }]}>
          <RouterBinding />
          {page}
        </MemoryRouter>
      </Themed>
    </I18nextProvider>
  );
  const user = userEvent.setup();
  return { user, ...render(scope ? <Provider value={scope}>{tree}</Provider> : tree) };
}
