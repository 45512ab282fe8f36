import { attach, createEffect, createEvent, createStore } from 'effector';
import type { NavigateFunction, To } from 'react-router-dom';

/** Where a model sends the guest: a path (or location), replacing the current entry or not, with the state the next screen reads. */
export interface Navigation {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** The router the page runs inside, as RouterBinding hands it over: its navigate and the current entry's key. */
interface BoundRouter {
  navigate: NavigateFunction;
  locationKey: string;
}

/** The router rendered (or moved to a new entry): models navigate through it from now on. */
export const routerBound = createEvent<BoundRouter>();

// A function, not data: never serialised with a scope.
const $router = createStore<BoundRouter | null>(null, { serialize: 'ignore' }).on(routerBound, (_, router) => router);

/**
 * Whether the history holds an earlier screen of this app. The browser router numbers the entries it
 * makes (idx 0 for the first), so a first screen reached by a redirect still counts as first; a memory
 * router numbers none, and keys only its first entry 'default'.
 */
export function hasEarlierScreen(locationKey: string): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index > 0 : locationKey !== 'default';
}

const routerOf = (router: BoundRouter | null): BoundRouter => {
  // Only a model running with no page rendered (a test without a router) gets here.
  if (router === null) throw new Error('navigateFx: no router is rendered');
  return router;
};

const routerNavigateFx = attach({
  source: $router,
  effect: (router, { to, replace, state }: Navigation) => {
    void routerOf(router).navigate(to, { replace, state });
  },
});

const routerBackFx = attach({
  source: $router,
  effect: (router, fallback: string) => {
    const { navigate, locationKey } = routerOf(router);
    if (hasEarlierScreen(locationKey)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  },
});

/**
 * Navigation as an effect, so that models decide where the guest goes (`sample({ ..., target:
 * navigateFx })`) and tests replace it in a fork scope (its handler takes just the Navigation). It
 * runs the router of the scope's page.
 */
export const navigateFx = createEffect<Navigation, void>((navigation) => routerNavigateFx(navigation));

/**
 * Back where the guest came from; a guest who opened the screen directly goes to `fallback` (the
 * menu by default) instead, so Back never leaves the app.
 */
export const goBackFx = createEffect<string | void, void>((fallback) => routerBackFx(fallback ?? '/menu'));
