/**
 * The pages each remote declares (its src/routes.json, which its build publishes in its manifest's
 * metaData.routes): the server matches a request to a page from the registered versions'
 * declarations, as the shell builds its route table from them, so a team adds a screen by
 * deploying its remote alone. `/` stays the shell's own (its page-routes.json).
 */

import type { RouteDeclaration } from '@tabula/shared/page';

export type { DeclaredPage, RouteDeclaration } from '@tabula/shared/page';

/** One page as the server matches it: `exact` only for the shell's `/`; `load` is what it shows, the page first. */
export interface ServedPage {
  path: string;
  exact: boolean;
  load: { remote: string; module: string }[];
  /** A first-paint template in the shell's own build, when the build bundles the page itself. */
  firstPaint?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A well-formed declaration read from a manifest's metaData.routes, or undefined (a build from before declarations). */
export function parseDeclaration(value: unknown): RouteDeclaration | undefined {
  if (!isRecord(value) || !Array.isArray(value.pages)) return undefined;
  const pages = value.pages.flatMap((p: unknown) =>
    isRecord(p) && isText(p.path) && p.path.startsWith('/') && p.path !== '/' && isText(p.module) && typeof p.tabBar === 'boolean'
      ? [{ path: p.path, module: p.module, titleKey: isText(p.titleKey) ? p.titleKey : '', tabBar: p.tabBar }]
      : [],
  );
  const widgets = (Array.isArray(value.widgets) ? value.widgets : []).flatMap((w: unknown) =>
    isRecord(w) && w.slot === 'tabBar' && isText(w.module) ? [{ slot: 'tabBar' as const, module: w.module }] : [],
  );
  return { pages, widgets };
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The more specific of two pages first, as the shell orders its routes (shell/src/routes/routeTable.ts). */
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
 * The pages of the remotes' declarations, most specific first, each loading its page and, where it
 * shows the tab bar, the widget a remote declares for it. A path two remotes declare is the first's
 * (in the registry's order, as the shell takes it).
 */
export function pagesOf(declarations: Record<string, RouteDeclaration>): ServedPage[] {
  const tabBar = Object.entries(declarations).flatMap(([remote, d]) =>
    d.widgets.filter((w) => w.slot === 'tabBar').map((w) => ({ remote, module: w.module })),
  )[0];
  const pages: ServedPage[] = [];
  for (const [remote, declaration] of Object.entries(declarations)) {
    for (const page of declaration.pages) {
      if (pages.some((p) => p.path.toLowerCase() === page.path.toLowerCase())) continue;
      pages.push({ path: page.path, exact: false, load: [{ remote, module: page.module }, ...(page.tabBar && tabBar ? [tabBar] : [])] });
    }
  }
  return pages.sort(bySpecificity);
}

/** What each remote's served version declares, read from its manifest with `read`; a remote whose manifest cannot be read is left out. */
export async function declarationsOf(
  entries: Record<string, string>,
  read: (entry: string) => Promise<unknown>,
): Promise<Record<string, RouteDeclaration>> {
  const read1 = await Promise.all(
    Object.entries(entries).map(async ([remote, entry]) => [remote, parseDeclaration(await read(entry).catch(() => undefined))] as const),
  );
  return Object.fromEntries(read1.filter((pair): pair is readonly [string, RouteDeclaration] => pair[1] !== undefined));
}

/** The routes `previous` declares that `next` no longer does (paths compared as the router does, case-insensitively), and its widgets' slots. */
export function droppedRoutes(previous: RouteDeclaration, next: RouteDeclaration | undefined): string[] {
  const paths = new Set((next?.pages ?? []).map((p) => p.path.toLowerCase()));
  const slots = new Set((next?.widgets ?? []).map((w) => w.slot));
  return [
    ...previous.pages.filter((p) => !paths.has(p.path.toLowerCase())).map((p) => p.path),
    ...previous.widgets.filter((w) => !slots.has(w.slot)).map((w) => `the ${w.slot} widget`),
  ];
}
