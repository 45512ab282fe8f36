import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { compositionOpsToken } from '../support/composition';
import { replaceIn, repo, runScript } from '../support/deployments';
import { whileServing } from '../support/serving';

/**
 * The deploy dividend: a guest who loaded bistro /menu and then /cartopen comes back, with a warm
 * HTTP cache, after one remote changed (the menu's text). The composition deploys and releases the
 * menu alone, through the registry; the monolith (one ordinary single-page app of the same code) is
 * rebuilt with the same change and served in place of the first build. What the guest's second
 * /menu downloads is counted off the wire (encoded bytes, headers included) for both builds.
 */
const MONOLITH_PORT = 8181;
const CHANGE = { file: 'src/texts/en.ts', from: "myOrders: 'My Orders'", to: "myOrders: 'My past orders'" };
const UNCHANGED_ORIGINS = ['http://localhost:8082', 'http://localhost:8083', 'http://localhost:8084'];

interface Download {
  url: string;
  status: number;
  bytes: number;
  fromCache: boolean;
}

export interface ReturningGuest {
  build: 'composed' | 'monolith';
  totalBytes: number;
  /** Bytes of the builds' files (scripts, stylesheets, fonts, manifests), not of the page and its API calls. */
  appFileBytes: number;
  downloads: Download[];
  /** Files of an unchanged app (the shell's hashed files, the other remotes) that came over the wire again (not a 304). */
  unchangedFilesDownloaded: string[];
}

/** Loads a page and waits until the app took over from the first paint and the network is idle. */
async function visit(context: BrowserContext, url: string, record?: Download[]): Promise<void> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, Download>();
  const wireStatus = new Map<string, number>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    requests.set(requestId, { url: response.url, status: response.status, bytes: 0, fromCache: Boolean(response.fromDiskCache) });
  });
  // The status on the wire: a revalidated file (304) is reported to the page with its cached 200.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const known = requests.get(requestId);
    if (known) known.fromCache = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const known = requests.get(requestId);
    if (known) {
      known.bytes = encodedDataLength;
      known.status = wireStatus.get(requestId) ?? known.status;
      record?.push(known);
    }
  });
  await page.goto(url);
  await page.waitForFunction(() => !document.getElementById('tabula-first-paint') && document.querySelector('#root h1') !== null, null, {
    timeout: 90_000,
  });
  await page.waitForLoadState('networkidle');
  await page.close();
}

const isAppFile = (url: string) => /\.(js|css|woff2?|json)(\?|$)/.test(new URL(url).pathname) && !new URL(url).pathname.startsWith('/api/');

function summary(build: ReturningGuest['build'], downloads: Download[], unchanged: (d: Download) => boolean): ReturningGuest {
  const overWire = downloads.filter((d) => /^https?:/.test(d.url) && !d.fromCache && d.bytes > 0);
  return {
    build,
    totalBytes: overWire.reduce((sum, d) => sum + d.bytes, 0),
    appFileBytes: overWire.filter((d) => isAppFile(d.url)).reduce((sum, d) => sum + d.bytes, 0),
    downloads: overWire,
    unchangedFilesDownloaded: overWire.filter((d) => d.status === 200 && unchanged(d)).map((d) => d.url),
  };
}

/** Starts the monolith's server on MONOLITH_PORT serving `dist`, runs `run`, and stops it. */
/** Serves a monolith build on the database in `dataDir`, which outlives the server as a deploy's does. */
async function servingMonolith<T>(dist: string, dataDir: string, run: () => Promise<T>): Promise<T> {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'platform/src/main.ts')], {
    cwd: repo,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(MONOLITH_PORT),
      SHELL_DIST: dist,
      REMOTES_FILE: path.join(repo, 'remotes.json'),
      DATA_DIR: dataDir,
      LOG: '0',
    },
  });
  return whileServing(server, { health: `http://localhost:${MONOLITH_PORT}/api/health`, what: 'the monolith' }, run);
}

function buildMonolith(output: string): void {
  const build = spawnSync('npx', ['rspack', 'build', '--config', path.join(repo, 'shared/build/monolith.cjs'), '--output-path', output], {
    cwd: path.join(repo, 'shell'),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`building the monolith failed:\n${build.stdout}\n${build.stderr}`);
}

/** Runs `run` with the menu's text changed in its own folder, and puts it back afterwards. */
function withChangedMenu<T>(run: () => T): T {
  const changed = path.join(repo, 'mfe-menu', CHANGE.file);
  const original = fs.readFileSync(changed, 'utf8');
  try {
    replaceIn(changed, CHANGE.from, CHANGE.to);
    return run();
  } finally {
    fs.writeFileSync(changed, original);
  }
}

/**
 * The composition's guest: first visit, the menu deployed and released alone, the second /menu.
 * The menu's team deploys from its own folder, changed in place as the monolith's team changes its
 * app (below): module ids follow file paths, so a build of a copy at another depth (deployments/.work-x)
 * would give the chunks holding library code other ids and bytes, and the guest would fetch them again.
 */
async function composed(label: string): Promise<ReturningGuest> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const token = compositionOpsToken();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await visit(context, 'http://bistro.localhost:8080/menu');
    await visit(context, 'http://bistro.localhost:8080/cartopen');
    const shellFiles = new Set<string>();
    // Every hashed file of the shell is one an unchanged app serves.
    for (const name of fs.readdirSync(path.join(repo, 'shell/dist'))) if (/\.[0-9a-f]{8}\.(js|css)$/.test(name)) shellFiles.add(name);
    for (const [script, args] of [
      ['deploy', ['mfe-menu', '--version', label]],
      ['ops', ['promote', 'mfe_menu', label]],
    ] as const) {
      const run =
        script === 'deploy' ? withChangedMenu(() => runScript(script, [...args], { token })) : runScript(script, [...args], { token });
      if (run.status !== 0) throw new Error(`npm run ${script} -- ${args.join(' ')} failed:\n${run.output}`);
    }
    try {
      const downloads: Download[] = [];
      await visit(context, 'http://bistro.localhost:8080/menu', downloads);
      return summary('composed', downloads, ({ url }) => {
        const u = new URL(url);
        return UNCHANGED_ORIGINS.includes(u.origin) || (u.port === '8080' && shellFiles.has(path.basename(u.pathname)));
      });
    } finally {
      // The composition measured may be someone's npm start: its menu goes back to what it was.
      runScript('ops', ['rollback', 'mfe_menu'], { token });
    }
  } finally {
    await browser.close();
  }
}

/**
 * The monolith's guest: the same visits, then the same change rebuilt as a new build served in place
 * of the first. The change is made in the menu's own folder, as a monolith's team edits its one app
 * (module ids follow file paths: a copy elsewhere would change every id), and undone after the build.
 */
async function monolith(work: string): Promise<ReturningGuest> {
  const first = path.join(work, 'monolith-1');
  const second = path.join(work, 'monolith-2');
  buildMonolith(first);
  withChangedMenu(() => buildMonolith(second));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // The rebuilt app is served on the same database, as a deploy keeps it: the guest's order is still there.
    const dataDir = path.join(work, 'data');
    fs.mkdirSync(dataDir);
    await servingMonolith(first, dataDir, async () => {
      await visit(context, `http://bistro.localhost:${MONOLITH_PORT}/menu`);
      await visit(context, `http://bistro.localhost:${MONOLITH_PORT}/cartopen`);
    });
    const kept = new Set(fs.readdirSync(first).filter((name) => fs.readdirSync(second).includes(name)));
    const downloads: Download[] = [];
    await servingMonolith(second, dataDir, () => visit(context, `http://bistro.localhost:${MONOLITH_PORT}/menu`, downloads));
    return summary('monolith', downloads, ({ url }) => kept.has(path.basename(new URL(url).pathname)));
  } finally {
    await browser.close();
  }
}

/** Both builds' returning guests, with the same change to the menu. */
export async function returningGuests(): Promise<ReturningGuest[]> {
  const label = `returning-${Date.now().toString(36)}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-returning-builds-'));
  try {
    return [await composed(label), await monolith(work)];
  } finally {
    // The builds' private source maps went beside them, inside `work`.
    fs.rmSync(work, { recursive: true, force: true });
  }
}
