import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFound } from '../screens/NotFound';
import { RemotePage } from '../remotes/RemotePage';
import { homeRoute, routeTable, tabBarWidget, type RouteEntry } from './routeTable';
import { TabBarSlot } from './TabBarSlot';

function element(entry: RouteEntry) {
  // The key remounts the page when the route changes between two pages of the same remote.
  return (
    <RemotePage
      key={entry.path}
      remote={entry.remote}
      module={entry.module as never}
      pageProps={entry.withTabBar ? { TabBar: TabBarSlot } : undefined}
      alongside={entry.withTabBar ? [tabBarWidget] : undefined}
    />
  );
}

const routes: RouteObject[] = [
  ...routeTable.map((entry) => ({ path: `${entry.path}/*`, element: element(entry) })),
  { path: homeRoute.path, element: element(homeRoute) },
  { path: '*', element: <NotFound /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
