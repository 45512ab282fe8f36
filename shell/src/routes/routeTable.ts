import { REMOTE_NAMES, type RemoteExposes, type RemoteName, type RouteDeclaration } from '../remotes/contracts';

/** The routes the remotes declared, by remote (src/routes.json of each registered version). */
export type Declarations = Partial<Record<RemoteName, RouteDeclaration>>;

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** An exposed module of the remote; a version may declare pages this shell's build never heard of. */
  module: string;
  /** Pages that show the tab bar get it from the shell, so remotes never import each other. */
  withTabBar?: boolean;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The more specific of two routes first: more segments, then a fixed segment before a `:param` at
 * the first place they differ. The server matches pages in this order too (api/src/domain/declared-pages.ts).
 */
export function bySpecificity(a: { path: string }, b: { path: string }): number {
  const [sa, sb] = [segments(a.path), segments(b.path)];
  if (sa.length !== sb.length) return sb.length - sa.length;
  for (let i = 0; i < sa.length; i += 1) {
    const [pa, pb] = [Boolean(sa[i]?.startsWith(':')), Boolean(sb[i]?.startsWith(':'))];
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
}

/**
 * Every route of the app and the remote page it shows, from what each registered version declares.
 * Each path matches its own segments and anything below them (/menu/ and /menu/?tab= are the menu);
 * paths are case-insensitive, so /checkout is /Checkout. A path two remotes declare is the first
 * remote's (in remotes.json's order).
 */
export function routeTableOf(declarations: Declarations): RouteEntry[] {
  const table: RouteEntry[] = [];
  for (const remote of REMOTE_NAMES) {
    for (const page of declarations[remote]?.pages ?? []) {
      if (table.some((entry) => entry.path.toLowerCase() === page.path.toLowerCase())) continue;
      table.push({ path: page.path, remote, module: page.module, ...(page.tabBar ? { withTabBar: true } : {}) });
    }
  }
  return table.sort(bySpecificity);
}

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
