import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFound } from '../screens/NotFound';
import { RemotePage } from '../remotes/RemotePage';
import { homeRoute, routeTableOf, tabBarWidgetOf, type Declarations, type RouteEntry } from './routeTable';
import { tabBarSlot } from './TabBarSlot';

function routesOf(declarations: Declarations): RouteObject[] {
  const tabBar = tabBarWidgetOf(declarations);
  const TabBar = tabBar ? tabBarSlot(tabBar) : undefined;
  const element = (entry: RouteEntry) => {
    const withTabBar = entry.tabBar && tabBar;
    // The key remounts the page when the route changes between two pages of the same remote.
    return (
      <RemotePage
        key={entry.path}
        remote={entry.remote}
        module={entry.module as never}
        pageProps={withTabBar ? { TabBar } : undefined}
        alongside={withTabBar ? [tabBar] : undefined}
      />
    );
  };
  return [
    ...routeTableOf(declarations).map((entry) => ({ path: `${entry.path}/*`, element: element(entry) })),
    { path: homeRoute.path, element: element(homeRoute) },
    { path: '*', element: <NotFound /> },
  ];
}

/** The app's routes, from the pages the registered remotes declare; `/` and the 404 screen are the shell's. */
export function AppRoutes({ declarations }: { declarations: Declarations }) {
  const routes = useMemo(() => routesOf(declarations), [declarations]);
  return useRoutes(routes);
}
