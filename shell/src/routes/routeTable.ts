import { REMOTE_NAMES, type RemoteExposes, type RemoteName, type RouteDeclaration } from '../remotes/contracts';

/** The routes the remotes declared, by remote (src/routes.json of each registered version). */
export type Declarations = Partial<Record<RemoteName, RouteDeclaration>>;

/**
 * A page and the remote that declares it. Its module may be one this shell's build never heard of;
 * a page with `tabBar` gets the tab bar from the shell, so remotes never import each other.
 */
export interface RouteEntry {
  path: string;
  remote: RemoteName;
  module: string;
  tabBar?: boolean;
  /** The key of the page's title in its remote's texts. */
  titleKey?: string;
}

/**
 * Every route of the app and the remote page it shows, from what each registered version declares.
 * Each path matches its own segments and anything below them (/menu/ and /menu/?tab= are the menu);
 * paths are case-insensitive, so /checkout is /Checkout. Of overlapping routes the router takes the
 * more specific (more segments, a fixed segment before a `:param`), as the server does (platform/src/domain/declared-pages.ts).
 */
export const routeTableOf = (declarations: Declarations): RouteEntry[] =>
  REMOTE_NAMES.flatMap((remote) => (declarations[remote]?.pages ?? []).map((page) => ({ ...page, remote })));

/** The widget a remote offers for the tab bar slot of the shell's pages, if one does. */
export function tabBarWidgetOf(declarations: Declarations): { remote: RemoteName; module: string } | undefined {
  for (const remote of REMOTE_NAMES) {
    const widget = declarations[remote]?.widgets.find((w) => w.slot === 'tabBar');
    if (widget) return { remote, module: widget.module };
  }
  return undefined;
}

/** The shell's own route: the hotel landing answers only `/` itself; any other unknown path is the 404 screen. */
export const homeRoute = { path: '/', remote: 'mfe_hotel', module: './LandingPage' } as const satisfies {
  path: '/';
  remote: RemoteName;
  module: keyof RemoteExposes['mfe_hotel'];
};
