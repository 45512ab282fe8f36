import type { ComponentType } from 'react';
import { configure, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Scope } from 'effector';
import type { PageProps, TabBarProps } from '@tabula/shared';
import { LocationProbe, renderWithProviders, startGuest } from '@tabula/shared/test';
import ItemPage from '../pages/ItemPage';
import MenuPage from '../pages/MenuPage';
import SearchPage from '../pages/SearchPage';

// Every page waits on the in-process API, and CI machines are shared: Testing Library's 1 s default
// for findBy/waitFor is too tight for a first render there.
configure({ asyncUtilTimeout: 5000 });

/** The address bar, which a MemoryRouter does not have: tests read it as text. */
function Address() {
  const { pathname, search } = useLocation();
  return <p>address: {`${pathname}${search}`}</p>;
}

/** Stands in for mfe_tab's bar, which the shell passes to the menu. */
export function FakeTabBar({ placement }: TabBarProps) {
  return (
    <div role="region" aria-label="Tab bar">
      tab bar {placement}
    </div>
  );
}

interface MenuAppOptions {
  route?: string;
  routeState?: unknown;
  venueSlug?: string;
  TabBar?: ComponentType<TabBarProps>;
  /** A scope the test prepared (the kit's startGuest, then its own steps); without one the app starts in a new one. */
  scope?: Scope;
}

/**
 * This remote's three pages under the shell's paths, with the real shared store in the test's own scope,
 * against the in-process API, the way the composed app runs them.
 */
export async function renderMenuApp({ route = '/menu', routeState, venueSlug = 'bistro', TabBar, scope }: MenuAppOptions = {}) {
  const started = scope ?? (await startGuest(venueSlug));
  const pageProps: PageProps = TabBar ? { TabBar } : {};
  const rendered = renderWithProviders(
    <>
      <Address />
      <Routes>
        <Route path="/menu/*" element={<MenuPage key="/menu" {...pageProps} />} />
        <Route path="/search/*" element={<SearchPage key="/search" />} />
        <Route path="/addCart/*" element={<ItemPage key="/addCart" />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route, routeState, venueSlug, scope: started },
  );
  return { ...rendered, scope: started };
}

/** A dish's card on the menu or in search results: a button whose name starts with the dish. */
export const findDishCard = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });
