import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../config';
import { firstPaintRulesFile, PAGE_IDS } from '@tabula/shared/page';
import { firstPaintRules } from '../rules/first-paint-rules';
import { pageWithFirstPaint } from './first-paint';
import { resolveRegistry } from './served-remotes';
import { entryScriptsOf, withEntryScripts } from './entry-scripts';
import { originsOf, type ServedRegistry } from '../domain/remote-registry';
import { pageSteps } from './page-steps';
import type { RemoteAssetReader, RemoteAssets } from './remote-assets';
import { declarationsOf, pagesOf, type RouteDeclaration, type ServedPage } from '../domain/declared-pages';

/** One page: the shell's own (page-routes.json) or a remote's, from its served version's declaration. */
type ShellPage = ServedPage;

/**
 * An API answer written into the page for the shell's API client (shared/src/api/primed.ts),
 * which uses it once for a GET of `path` sent with exactly `headers`.
 */
interface PrimedResponse {
  path: string;
  headers: Record<string, string>;
  status: number;
  body: unknown;
}

/** The ids the page's data is read under: the registry by the shell (shell/src/pageData.ts), the answers by the kernel's API client. */
const { registry: REGISTRY_ID, primed: PRIMED_ID, remoteFiles: REMOTE_FILES_ID, routes: ROUTES_ID } = PAGE_IDS;

// A guest's first visit has no stored language, so the app asks for the venue in English.
const FIRST_VISIT_LANGUAGE = 'en';
const VENUE_DETAILS_PATH = '/menu-details/';
const HOTEL_DETAILS_PATH = '/api/venue/hotel-details/';

/**
 * The calls a page makes first, which the server answers into the page so the data arrives with
 * the HTML: every page starts by loading the venue with its menus; the landing page of a hotel
 * also lists the hotel's venues. Both as a first visit sends them (no tab, no guest session).
 */
function firstCalls(page: ShellPage | undefined): { path: string; headers: Record<string, string> }[] {
  return [
    { path: VENUE_DETAILS_PATH, headers: { language: FIRST_VISIT_LANGUAGE } },
    ...(page?.path === '/' ? [{ path: HOTEL_DETAILS_PATH, headers: {} }] : []),
  ];
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The page a path shows, matched as the shell's router does: case-insensitive, `:name` matching any segment. */
export function matchPage(pages: readonly ShellPage[], pathname: string): ShellPage | undefined {
  const requested = segments(pathname).map((s) => s.toLowerCase());
  return pages.find((page) => {
    const pattern = segments(page.path).map((s) => s.toLowerCase());
    if (page.exact ? requested.length !== pattern.length : requested.length < pattern.length) return false;
    return pattern.every((part, i) => part.startsWith(':') || part === requested[i]);
  });
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// JSON in a non-executable script block: `<` escaped, so no `</script>` or `<!--` can end it early.
const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const link = (attributes: Record<string, string | true>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ')}>`;

/** A file of a remote the page shows, as the shell asks the browser to preload it. */
interface RemoteFile {
  as: 'fetch' | 'script' | 'module' | 'style';
  href: string;
  crossorigin?: true;
}

/**
 * One remote's files, in the order the shell needs them: the manifest when the runtime will fetch
 * it (with CORS, hence crossorigin), the remote entry (a classic script the runtime adds with CORS
 * too) and the page's scripts (classic, or ES modules the entry imports), its stylesheets.
 */
function filesToPreload(assets: RemoteAssets, withManifest: boolean): RemoteFile[] {
  return [
    ...(withManifest ? [{ as: 'fetch', href: assets.manifest, crossorigin: true } as const] : []),
    // The runtime adds it with CORS (its module chunks resolve against its address only then).
    { as: 'script', href: assets.remoteEntry, crossorigin: true },
    // Module chunks are imported, and only a module preload serves an import().
    ...assets.scripts.map((href): RemoteFile => ({ as: assets.modules ? 'module' : 'script', href })),
    ...assets.styles.map((href): RemoteFile => ({ as: 'style', href })),
  ];
}

// Connections to a remote's origin are opened while the shell downloads: one pool for what is
// fetched with CORS (the entry, module chunks, a manifest), one for the stylesheets.
const preconnect = (origin: string) => [
  link({ rel: 'preconnect', href: origin }),
  link({ rel: 'preconnect', href: origin, crossorigin: true }),
];

// Flushed after the head, so the browser fetches the shell's files and connects to the remotes'
// origins while the data is still being written.
function compressor(encoding: 'br' | 'gzip'): { stream: Transform; flush: (done: () => void) => void } {
  if (encoding === 'br') {
    const stream = createBrotliCompress({
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    return { stream, flush: (done) => stream.flush(constants.BROTLI_OPERATION_FLUSH, done) };
  }
  const stream = createGzip({ level: 6 });
  return { stream, flush: (done) => stream.flush(done) };
}

export interface ShellPageOptions {
  dist: string;
  assets: RemoteAssetReader;
}

/**
 * Writes the shell's page for a request: its build's index.html with what the first screen needs,
 * so nothing waits for the shell's code to ask for it. In the head, connections to the origins of
 * the remotes the path shows; before </body>, the registry resolved for this guest, the answers to
 * the page's first API calls and the list of those remotes' files, as JSON blocks the shell reads
 * (no inline script runs, so the CSP needs no exception). Compressed here, as a stream whose head
 * is sent first: a menu of 2,000 dishes is 900 KB of JSON.
 *
 * The shell preloads the remotes' files from that list as soon as its first script runs, all at
 * once rather than one hop after another. Not as preload hints in the head: nothing of a remote
 * runs before the shell's runtime and libraries have, yet files found while the page was parsed
 * were fetched alongside the first paint and its images, and Lighthouse counted them as needed
 * for the largest paint (1.5 s against 0.8 s on bistro's menu). Guests wait no longer for a usable
 * page either way (npm run bench:ready).
 */
export function shellPageRenderer(app: FastifyInstance, ctx: PlatformContext, { dist, assets }: ShellPageOptions) {
  /** The shell's own pages; `bundled` when its build bundles every page (the monolith) and lists them all. */
  async function shellPages(): Promise<{ bundled?: boolean; pages: ShellPage[] }> {
    try {
      return JSON.parse(await readFile(join(dist, 'page-routes.json'), 'utf8')) as { bundled?: boolean; pages: ShellPage[] };
    } catch {
      // A shell built without a route table gets no remote files listed; the page still works.
      return { pages: [] };
    }
  }

  /** A template the shell's build carries; only from inside its folder. */
  async function bundledTemplate(file: string): Promise<string | undefined> {
    const path = resolve(dist, file);
    if (!path.startsWith(resolve(dist) + sep)) return undefined;
    return readFile(path, 'utf8').catch(() => undefined);
  }

  /** The rules a remote published beside its template; none (nothing but the venue painted) when they cannot be read. */
  async function rulesBeside(template: string, read: (file: string) => Promise<string | undefined>) {
    const text = await read(firstPaintRulesFile(template));
    try {
      return firstPaintRules(text === undefined ? undefined : JSON.parse(text));
    } catch {
      return firstPaintRules(undefined);
    }
  }

  async function primed(req: FastifyRequest, page: ShellPage | undefined): Promise<PrimedResponse[]> {
    const answers = await Promise.all(
      firstCalls(page).map(async ({ path, headers }) => {
        const res = await app.inject({ method: 'GET', url: path, headers: { ...headers, host: req.host } });
        // A server error is left for the app to meet (and retry) itself.
        if (res.statusCode >= 500) return undefined;
        return { path, headers, status: res.statusCode, body: res.json() as unknown };
      }),
    );
    return answers.filter((answer): answer is PrimedResponse => answer !== undefined);
  }

  /** The page in two parts: up to </head> with the connections, and the rest, once its data is ready. */
  async function render(
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ head: string; rest: () => Promise<string>; unknown: boolean }> {
    const pathname = req.url.split('?')[0] ?? '/';
    const steps = pageSteps();
    const [template, own, resolved] = await Promise.all([
      // Read on every request (the OS caches it), so a redeployed shell is served at once.
      readFile(join(dist, 'index.html'), 'utf8'),
      shellPages(),
      steps.step('registry', resolveRegistry(ctx, req, reply)),
    ]);
    const [declared, registry]: [Record<string, RouteDeclaration>, ServedRegistry] = own.bundled
      ? [{}, resolved]
      : await Promise.all([
          // The remotes' pages, as the served versions declare them (the shell builds its routes from the same).
          steps.step(
            'declarations',
            declarationsOf(Object.fromEntries(Object.entries(resolved.remotes).map(([name, r]) => [name, r.entry])), (entry) =>
              assets.routes(entry, Object.values(resolved.remotes).find((r) => r.entry === entry)?.version),
            ),
          ),
          // From the same manifests, already read or on their way.
          steps.step('entryScripts', withEntryScripts(resolved, assets)),
        ]);
    const entryScripts = entryScriptsOf(registry);
    // The page's policy lets it run the entries from wherever their builds put them.
    req.servedRemoteOrigins = originsOf([...(req.servedRemoteOrigins ?? []), ...entryScripts]);
    const page = matchPage(own.bundled ? own.pages : [...pagesOf(declared), ...own.pages], pathname);
    // No page is declared for the address: the app shows its 404 screen, and the status says so. Only when
    // every served remote's declarations were read: a page of an unread one may still be there.
    const unknown = page === undefined && (own.bundled || Object.keys(resolved.remotes).every((remote) => remote in declared));
    const remoteFiles = await steps.step(
      'remoteFiles',
      Promise.all(
        (page?.load ?? []).map(({ remote, module }) => {
          const served = registry.remotes[remote];
          return served === undefined ? undefined : assets.assets(served.entry, module, served.version);
        }),
      ),
    );
    const found = remoteFiles.filter((files): files is RemoteAssets => files !== undefined);
    // A remote whose entry the registry names is loaded without its manifest, so the page does not fetch it.
    const entryNamed = new Set(entryScripts);
    // The page's own module is the first it loads; the others are widgets around it.
    const firstPaintUrl = remoteFiles[0]?.firstPaint;
    const paintFile = page?.firstPaint ?? firstPaintUrl;
    const version = registry.remotes[page?.load[0]?.remote ?? '']?.version;
    const readPaint = page?.firstPaint !== undefined ? bundledTemplate : (url: string) => assets.template(url, version);
    const firstPaint = steps.step('firstPaintTemplate', paintFile === undefined ? Promise.resolve(undefined) : readPaint(paintFile));
    const paintRules = paintFile === undefined ? Promise.resolve(undefined) : rulesBeside(paintFile, readPaint);
    const origins = [...new Set(found.flatMap((files) => [files.manifest, files.remoteEntry]).map((url) => new URL(url).origin))];
    const connections = origins.flatMap(preconnect).join('');
    const headEnd = template.indexOf('</head>');
    const [before, after] = headEnd < 0 ? ['', template] : [template.slice(0, headEnd), template.slice(headEnd)];
    return {
      unknown,
      head: `${before}${connections}`,
      // Started once the head is on its way: reading a large menu keeps this process busy.
      rest: async () => {
        const answers = await steps.step('primed', primed(req, page)).catch((err: unknown) => {
          // The shell makes the calls itself when the page brings no answers.
          req.log.warn({ err }, 'the first API answers could not be written into the page');
          return [];
        });
        const data = [
          jsonBlock(REGISTRY_ID, registry),
          ...(own.bundled ? [] : [jsonBlock(ROUTES_ID, declared)]),
          jsonBlock(PRIMED_ID, answers),
          jsonBlock(
            REMOTE_FILES_ID,
            found.flatMap((files) => filesToPreload(files, !entryNamed.has(files.remoteEntry))),
          ),
        ].join('');
        const answered = (path: string) => answers.find((answer) => answer.path === path && answer.status === 200)?.body;
        const query = new URLSearchParams(req.url.split('?')[1] ?? '');
        const body = pageWithFirstPaint(
          after,
          await firstPaint,
          answered(VENUE_DETAILS_PATH),
          {
            query,
            hotelDetails: answered(HOTEL_DETAILS_PATH),
            cookies: req.cookies,
          },
          await paintRules,
        );
        steps.done(pathname);
        return body.includes('</body>') ? body.replace('</body>', () => `${data}</body>`) : `${body}${data}`;
      },
    };
  }

  return async function sendShellPage(req: FastifyRequest, reply: FastifyReply) {
    const { head, rest, unknown } = await render(req, reply);
    if (unknown) reply.code(404);
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    const encoding = negotiate(req.headers['accept-encoding'] ?? '', ['br', 'gzip']) as 'br' | 'gzip' | null;
    if (!encoding) return reply.send(`${head}${await rest()}`);
    // The head goes out at once: a 2,000-dish menu takes a while to read and write, and the
    // browser can fetch the shell and connect to the remotes' origins meanwhile.
    const { stream, flush } = compressor(encoding);
    const finish = () =>
      rest().then(
        (tail) => stream.end(tail),
        (err: unknown) => stream.destroy(err instanceof Error ? err : new Error(String(err))),
      );
    // The tail follows once the head is compressed. Waiting for a 'data' event instead set the
    // stream flowing before the reply piped it, and the first compressed bytes were lost.
    stream.write(head);
    flush(() => setImmediate(finish));
    return reply.header('content-encoding', encoding).send(stream);
  };
}
