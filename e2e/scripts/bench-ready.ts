import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { withComposition } from '../support/composition';
import { BUILDS, withMonolith } from '../support/monolith';

/**
 * How long a guest on a phone waits for a page they can use: cold loads in Chromium throttled as
 * Lighthouse throttles it for its mobile preset when it throttles the browser itself (slow 4G: 562.5
 * ms added to each request, which stands for the 150 ms round trips of its simulation with their
 * connection set-up; 1.6 Mbps down and 750 kbps up at 90%; a 4x slower CPU), for the composition
 * and for the monolith. Lighthouse reports when the page paints, not when the app has taken over
 * from the first paint the server wrote into it; this does, as "ready": the first paint handed over
 * and the app's own heading shown, timed in the page. From bistro's menu the guest then opens their
 * orders in the app, a page of another remote, once the menu has settled (as a guest reads it
 * first): how long that takes shows what each remote's first use costs. A guest who taps a dish the moment it
 * shows (on the server's first paint, or the app's card if that came first) is timed until the dish screen
 * shows, and counted lost when it never does. `-- --runs 7` takes the median of seven loads per page and
 * build, run in turns.
 */
const REPO = path.resolve(__dirname, '../..');
// From bistro's menu the guest then opens their orders, a page of another remote (mfe_checkout), in the app.
const MY_ORDERS = { path: '/previousOrders', heading: 'My Orders' };
const PAGES: { page: string; host: string; path: string; next?: typeof MY_ORDERS }[] = [
  { page: 'bistro /menu', host: 'bistro', path: '/menu', next: MY_ORDERS },
  { page: 'megamenu /menu', host: 'megamenu', path: '/menu' },
  { page: 'grand-hotel /', host: 'grand-hotel', path: '/' },
];
// Lighthouse's own figures for throttling the browser (its mobileSlow4G throttling constants).
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** The dish a guest taps as soon as bistro's menu shows it. */
const FIRST_DISH = 'Margherita Pizza';
/** A tap not answered by the dish screen within this long counts as lost. */
const TAP_LOST_MS = 20_000;

interface Tap {
  /** From the dish showing (and being tapped) until its screen shows; null when the tap was lost. */
  openedMs: number | null;
  /** The tap landed on the server's first paint rather than the app's card. */
  onFirstPaint: boolean;
}

/** Opens `url` in a new page of `context`, cold, on slow 4G and a 4x slower CPU, as a phone would. */
async function openThrottled(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'commit' });
  return page;
}

/** A cold load, throttled as a phone on slow 4G: the guest taps the first dish the moment it shows. */
async function tapAsSoonAsShown(browser: Browser, url: string): Promise<Tap> {
  const context = await browser.newContext({ hasTouch: true });
  try {
    const page = await openThrottled(context, url);
    const painted = page.locator('#tabula-first-paint').getByRole('link', { name: new RegExp(FIRST_DISH) });
    const card = page.getByRole('button', { name: new RegExp(`^${FIRST_DISH}`) });
    const dish = painted.or(card).first();
    await dish.waitFor({ state: 'visible', timeout: 90_000 });
    const shownAt = Date.now();
    const onFirstPaint = await painted.isVisible();
    await dish.click({ timeout: 5_000 }).catch(() => undefined);
    const opened = await page
      .getByRole('heading', { level: 1, name: FIRST_DISH })
      .waitFor({ state: 'visible', timeout: TAP_LOST_MS })
      .then(
        () => Date.now() - shownAt,
        () => null,
      );
    return { openedMs: opened, onFirstPaint };
  } finally {
    await context.close();
  }
}

interface Load {
  firstPaintMs: number;
  readyMs: number;
  /** From the guest's move to the next page, in the app, until its heading shows. */
  nextMs?: number;
}

/** Moves to `next.path` as the app's links do (no reload) and times, in the page, until a heading reads `next.heading`. */
async function timeNextPage(page: Page, next: typeof MY_ORDERS): Promise<number> {
  const start = await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return performance.now();
  }, next.path);
  const shown = await page.waitForFunction(
    (heading) => ([...document.querySelectorAll('h1, h2, h3')].some((h) => h.textContent?.trim() === heading) ? performance.now() : 0),
    next.heading,
    { timeout: 90_000, polling: 'raf' },
  );
  return ((await shown.jsonValue()) as number) - start;
}

async function load(browser: Browser, url: string, next?: typeof MY_ORDERS): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page = await openThrottled(context, url);
    // Timed by the page itself when the condition first holds, not when the test next asks.
    const ready = await page.waitForFunction(
      () => (!document.getElementById('tabula-first-paint') && document.querySelector('#root h1') !== null ? performance.now() : 0),
      null,
      { timeout: 90_000, polling: 'raf' },
    );
    const readyMs = (await ready.jsonValue()) as number;
    const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
    if (!next) return { readyMs, firstPaintMs };
    // A guest reads the menu before moving on: the move is timed once the page has settled (no request for 500 ms).
    await page.waitForLoadState('networkidle');
    return { readyMs, firstPaintMs, nextMs: await timeNextPage(page, next) };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 5;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results = [];
  const taps: Record<string, Tap[]> = {};
  try {
    for (const { page, host, path: pagePath, next } of PAGES) {
      const loads: Record<string, Load[]> = { composed: [], monolith: [] };
      for (let run = 0; run < runs; run += 1) {
        for (const { build, port } of BUILDS) loads[build]?.push(await load(browser, `http://${host}.localhost:${port}${pagePath}`, next));
      }
      const figures = Object.fromEntries(
        BUILDS.map(({ build }) => {
          const of = loads[build] as Load[];
          const nextMs = next ? { nextMs: median(of.map((l) => l.nextMs ?? Number.NaN)) } : {};
          return [build, { firstPaintMs: median(of.map((l) => l.firstPaintMs)), readyMs: median(of.map((l) => l.readyMs)), ...nextMs }];
        }),
      ) as Record<'composed' | 'monolith', Load>;
      results.push({ page, ...figures, readyRatio: figures.composed.readyMs / figures.monolith.readyMs, loads });
    }
    for (let run = 0; run < runs; run += 1) {
      for (const { build, port } of BUILDS)
        (taps[build] ??= []).push(await tapAsSoonAsShown(browser, `http://bistro.localhost:${port}/menu`));
    }
  } finally {
    await browser.close();
  }

  console.log(
    `Chromium, slow 4G and 4x CPU, cold loads; median of ${runs} per page and build (load average ${os.loadavg()[0]?.toFixed(1)})`,
  );
  console.log(`  ${'page'.padEnd(16)} ${'first paint'.padStart(22)} ${'ready'.padStart(22)} ${'ready ratio'.padStart(12)}`);
  console.log(`  ${''.padEnd(16)} ${'composed / monolith'.padStart(22)} ${'composed / monolith'.padStart(22)}`);
  for (const { page, composed, monolith, readyRatio } of results) {
    console.log(
      `  ${page.padEnd(16)} ${`${seconds(composed.firstPaintMs)} / ${seconds(monolith.firstPaintMs)}`.padStart(22)} ${`${seconds(composed.readyMs)} / ${seconds(monolith.readyMs)}`.padStart(22)} ${readyRatio.toFixed(2).padStart(12)}`,
    );
  }
  for (const { page, composed, monolith } of results) {
    const next = PAGES.find((p) => p.page === page)?.next;
    if (next && composed.nextMs !== undefined && monolith.nextMs !== undefined) {
      console.log(
        `  then, once the page has settled, ${next.path} (in the app, until "${next.heading}" shows): ${seconds(composed.nextMs)} / ${seconds(monolith.nextMs)} (${(composed.nextMs / monolith.nextMs).toFixed(2)})`,
      );
    }
  }
  for (const { build } of BUILDS) {
    const of = taps[build] ?? [];
    const opened = of.flatMap((tap) => (tap.openedMs === null ? [] : [tap.openedMs]));
    console.log(
      `  ${build}: a dish tapped the moment it shows on bistro /menu opens in ${opened.length ? seconds(median(opened)) : '-'} (median); ` +
        `${of.length - opened.length} of ${of.length} taps lost; ${of.filter((tap) => tap.onFirstPaint).length} landed on the first paint`,
    );
  }
  const out = path.join(REPO, 'reports/ready.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ throttling: { ...SLOW_4G, cpuSlowdown: CPU_SLOWDOWN }, runs, pages: results, taps }, null, 2));
  console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
}

withComposition(() => withMonolith(main)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
