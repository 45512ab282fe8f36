import { Fragment, useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFound } from '../screens/NotFound';
import { RemotePage } from '../remotes/RemotePage';
import { homeRoute, routeTableOf, tabBarWidgetOf, type Declarations, type RouteEntry } from './routeTable';
import { useFocusOnNavigation } from './focusOnNavigation';
import { homeTitleKeyOf, NOT_FOUND_TITLE_KEY } from './pageTitle';
import { PageTitle } from './PageTitle';
import { tabBarSlot } from './TabBarSlot';

function routesOf(declarations: Declarations): RouteObject[] {
  const tabBar = tabBarWidgetOf(declarations);
  const TabBar = tabBar ? tabBarSlot(tabBar) : undefined;
  const element = (entry: RouteEntry) => {
    const withTabBar = entry.tabBar && tabBar;
    // The key remounts the page when the route changes between two pages of the same remote.
    return (
      <Fragment key={entry.path}>
        {/* The title comes from the same declaration as the route: no second list of pages. */}
        <PageTitle titleKey={entry.titleKey} />
        <RemotePage
          remote={entry.remote}
          module={entry.module as never}
          pageProps={withTabBar ? { TabBar } : undefined}
          alongside={withTabBar ? [tabBar] : undefined}
        />
      </Fragment>
    );
  };
  return [
    ...routeTableOf(declarations).map((entry) => ({ path: `${entry.path}/*`, element: element(entry) })),
    { path: homeRoute.path, element: element({ ...homeRoute, titleKey: homeTitleKeyOf(declarations) }) },
    {
      path: '*',
      element: (
        <>
          <PageTitle titleKey={NOT_FOUND_TITLE_KEY} />
          <NotFound />
        </>
      ),
    },
  ];
}

/**
 * The app's routes, from the pages the registered remotes declare; `/` and the 404 screen are the shell's.
 * Each names the document after its page, and a change of screen takes focus to the new screen's heading.
 */
export function AppRoutes({ declarations }: { declarations: Declarations }) {
  const routes = useMemo(() => routesOf(declarations), [declarations]);
  useFocusOnNavigation();
  return useRoutes(routes);
}
