/**
 * What the page the server writes and the app that takes it over meet on: the ids of its elements
 * and data blocks, and the rules a remote publishes for its first paint. Plain constants, types and
 * one pure function, with no import, so that the API, the shell's start-up script and the e2e suite can all read them
 * (`@tabula/shared/page`) without loading the kernel.
 */
export const PAGE_IDS = {
  /** The app's root element, which the server's page ships empty. */
  root: 'root',
  /** The server's first paint, laid over the page until the page it stands for renders. */
  firstPaint: 'tabula-first-paint',
  /** JSON block: the remote registry resolved for this guest. */
  registry: 'tabula-registry',
  /** JSON block: the first API answers, used once by the kernel's API client. */
  primed: 'tabula-primed',
  /** JSON block: the remotes' files the shell preloads. */
  remoteFiles: 'tabula-remote-files',
  /** JSON block: the routes the served versions declare, which the shell's route table is built from. */
  routes: 'tabula-routes',
} as const;

/** A page a remote declares: the route it answers, its module, its title's key in the remote's texts, and whether the tab bar shows. */
export interface DeclaredPage {
  path: string;
  module: string;
  titleKey: string;
  tabBar: boolean;
}

/** A remote's declaration of its pages and the widgets it offers other remotes' pages (its src/routes.json, published in its manifest's metaData.routes). */
export interface RouteDeclaration {
  pages: DeclaredPage[];
  widgets: { slot: 'tabBar'; module: string }[];
}

/** A value a venue's detail may have (booleans, numbers, strings, null). */
export type FirstPaintValue = string | number | boolean | null;

/**
 * When a part of a first paint shows, as far as the page's request tells: every part given must
 * hold. Fields are the venue details' (`/menu-details/`), by dotted path (`business_account.type`).
 */
export interface FirstPaintCondition {
  /** Each field has one of these values. */
  venueIs?: Record<string, FirstPaintValue[]>;
  /** No field has one of these values (a missing field has none). */
  venueNot?: Record<string, FirstPaintValue[]>;
  /** The page's address carries none of these query parameters. */
  queryWithout?: string[];
}

/**
 * What a remote publishes beside a first-paint template (`first-paint/<Page>.json` beside
 * `first-paint/<Page>.html`): which of the parts the server can fill in its page shows, and how much
 * of each. The server fills in exactly that and decides nothing itself, so a remote's deploy alone
 * changes its first paint. A part the rules do not name is not filled in.
 */
export interface FirstPaintRules {
  landing?: {
    /** The hotel's page with its first `venues` venue cards (from the hotel's details). */
    hotel?: FirstPaintCondition & { venues: number };
    /** The head of the venue's welcome; the hotel's page goes first when both hold. */
    welcome?: FirstPaintCondition;
  };
  /** The first category of the venue's first menu, with its first `dishes` dishes. */
  menu?: { dishes: number };
}

/** A venue detail by dotted path (`business_account.type`); undefined where the path leads nowhere. */
function field(details: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined,
      details,
    );
}

/**
 * Whether the page's request meets a published condition: every part of it holds. The server paints
 * by it, and a remote's tests check its published rules against its own screen rules with it.
 */
export function holds(rule: FirstPaintCondition, details: Record<string, unknown>, query: URLSearchParams): boolean {
  const is = Object.entries(rule.venueIs ?? {}).every(([path, values]) => values.includes(field(details, path) as FirstPaintValue));
  const not = Object.entries(rule.venueNot ?? {}).every(([path, values]) => !values.includes(field(details, path) as FirstPaintValue));
  return is && not && !(rule.queryWithout ?? []).some((name) => query.has(name));
}

/** Where a remote publishes the rules of a first-paint template: beside it, `<Page>.json` for `<Page>.html`. */
export const firstPaintRulesFile = (template: string): string => template.replace(/\.html(?=$|[?#])/, '.json');
