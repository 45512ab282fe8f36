import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { withComposition } from '../support/composition';

/**
 * Performance of the menu on the megamenu venue (2,000 dishes in 40 categories over 3 menus) in
 * Chromium with the CPU slowed 4×: the long tasks (main-thread tasks over 50 ms) of opening /menu,
 * scrolling through it, switching menus and searching. The budget is no task over 200 ms, and the
 * first category on screen within 1.5 s of navigation: in the server's first paint, then in the page.
 */
const ORIGIN = 'http://megamenu.localhost:8080';
const MENU_REMOTE_ORIGIN = 'http://localhost:8081';
const CPU_SLOWDOWN = 4;
const BUDGET_MS = 200;
const QUIET_MS = 1500;
const FIRST_CATEGORY_BUDGET_MS = 1500;

interface LongTask {
  start: number;
  duration: number;
}

interface PhaseResult {
  phase: string;
  wallMs: number;
  longTasks: number;
  maxMs: number;
  totalMs: number;
  tasks: LongTask[];
}

declare global {
  interface Window {
    __longTasks: LongTask[];
    __lastMutation: number;
    /** When a category heading was first in the page: in the server's first paint, and in the app's own page. */
    __firstCategory: { painted?: number; rendered?: number };
  }
}

/**
 * Registered before any app script runs, so start-up tasks are counted too. DOM changes are timed
 * as well: rendering in short slices makes no long task, yet a phase lasts until it is done.
 */
function observeLongTasks() {
  window.__longTasks = [];
  window.__lastMutation = 0;
  window.__firstCategory = {};
  // From the first byte of the document: the first paint arrives with the HTML, before DOMContentLoaded.
  new MutationObserver(() => {
    const seen = window.__firstCategory;
    if (seen.painted === undefined && document.querySelector('section h2')) seen.painted = performance.now();
    if (seen.rendered === undefined && document.querySelector('#root section h2')) seen.rendered = performance.now();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(() => {
      window.__lastMutation = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const now = (page: Page) => page.evaluate(() => performance.now());

/** Waits until neither a long task nor a DOM change happened for QUIET_MS: rendering has finished. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    (quietMs) => {
      const last = window.__longTasks[window.__longTasks.length - 1];
      const busyUntil = Math.max(last ? last.start + last.duration : 0, window.__lastMutation);
      return performance.now() - busyUntil > quietMs;
    },
    QUIET_MS,
    { polling: 250, timeout: 60_000 },
  );
}

function summarise(phase: string, wallMs: number, tasks: LongTask[]): PhaseResult {
  const durations = tasks.map((task) => task.duration);
  return {
    phase,
    wallMs: Math.round(wallMs),
    longTasks: tasks.length,
    maxMs: Math.round(Math.max(0, ...durations)),
    totalMs: Math.round(durations.reduce((sum, d) => sum + d, 0)),
    tasks: tasks.map((task) => ({ start: Math.round(task.start), duration: Math.round(task.duration) })),
  };
}

/** Runs an action that changes the page, and measures until the page has finished changing. */
async function measure(page: Page, phase: string, run: () => Promise<void>, changesDom = true): Promise<PhaseResult> {
  const from = await now(page);
  const before = await page.evaluate(() => window.__lastMutation);
  await run();
  // React may not have touched the DOM yet when the action returns: wait for its first change.
  if (changesDom) await page.waitForFunction((stamp) => window.__lastMutation > stamp, before, { timeout: 30_000 });
  await settle(page);
  const to = await now(page);
  const tasks = (await page.evaluate(() => window.__longTasks)).filter((task) => task.start >= from && task.start < to);
  return summarise(phase, to - from, tasks);
}

/** Scrolls with the wheel, as a thumb would, from the top to the foot of the page. */
async function scrollToBottom(page: Page): Promise<number> {
  await page.mouse.move(195, 500);
  let steps = 0;
  for (;;) {
    const atBottom = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atBottom || steps > 2000) return steps;
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(60);
    steps += 1;
  }
}

async function search(page: Page, query: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(query);
  await box.press('Enter');
  await page.getByRole('heading', { level: 2 }).first().waitFor();
}

async function main() {
  // Other work on the machine slows the page as much as the throttle does: the figures carry it.
  const loadBefore = os.loadavg()[0] ?? 0;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const results: PhaseResult[] = [];
  // Opening is measured from navigation, the page clock's origin, to the end of progressive rendering.
  await page.goto(`${ORIGIN}/menu`);
  await page.getByRole('heading', { level: 1, name: 'Mega Menu Diner' }).waitFor({ timeout: 60_000 });
  // The server's first paint has the heading too: the menus' names come with the page itself.
  await page.getByRole('radio').first().waitFor({ timeout: 60_000 });
  const menuNames = await page
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  await settle(page);
  const openedAt = await now(page);
  // The shell boots (its bundle, React, Mantine, @tabula/shared) before it asks for this remote:
  // tasks up to the first request to the menu remote's origin are start-up, the rest are the menu's.
  const remoteRequestedAt = await page.evaluate(
    (origin) => performance.getEntriesByType('resource').find((entry) => entry.name.startsWith(origin))?.startTime ?? 0,
    MENU_REMOTE_ORIGIN,
  );
  const allOpenTasks = (await page.evaluate(() => window.__longTasks)).filter((task) => task.start < openedAt);
  results.push(
    summarise(
      'open /menu: shell start-up',
      remoteRequestedAt,
      allOpenTasks.filter((task) => task.start < remoteRequestedAt),
    ),
    summarise(
      'open /menu: menu remote and render',
      openedAt - remoteRequestedAt,
      allOpenTasks.filter((task) => task.start >= remoteRequestedAt),
    ),
  );
  const dishes = await page.getByRole('listitem').count();
  const firstCategory = await page.evaluate(() => window.__firstCategory);
  const firstCategoryMs = {
    painted: Math.round(firstCategory.painted ?? Number.NaN),
    rendered: Math.round(firstCategory.rendered ?? Number.NaN),
  };

  let steps = 0;
  results.push(
    await measure(
      page,
      'scroll through the menu',
      async () => {
        steps = await scrollToBottom(page);
      },
      false,
    ),
  );

  const second = menuNames[1];
  if (second) {
    results.push(
      await measure(page, `switch to the '${second}' menu`, async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByText(second, { exact: true }).click();
        await page.getByRole('region').first().waitFor();
      }),
    );
  }

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).waitFor();
  results.push(await measure(page, "search 'burger'", () => search(page, 'burger')));
  results.push(await measure(page, "search 'category' (all 2,000 dishes)", () => search(page, 'category')));

  await browser.close();

  const loadAfter = os.loadavg()[0] ?? 0;
  console.log(`\nmegamenu at ${CPU_SLOWDOWN}× CPU slowdown; ${dishes} dishes rendered on the first menu; ${steps} wheel steps to its foot`);
  console.log(`machine load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${os.cpus().length} CPUs`);
  console.log(
    `${'phase'.padEnd(44)} ${'long tasks'.padStart(10)} ${'max ms'.padStart(8)} ${'total ms'.padStart(9)} ${'wall ms'.padStart(8)}`,
  );
  for (const r of results) {
    console.log(
      `${r.phase.padEnd(44)} ${String(r.longTasks).padStart(10)} ${String(r.maxMs).padStart(8)} ${String(r.totalMs).padStart(9)} ${String(r.wallMs).padStart(8)}`,
    );
  }
  console.log(
    `\nfirst category on screen ${firstCategoryMs.painted} ms after navigation (first paint), in the page's own render at ${firstCategoryMs.rendered} ms`,
  );
  const over = results.filter((r) => r.maxMs > BUDGET_MS);
  console.log(
    over.length === 0 ? `no long task over ${BUDGET_MS} ms` : `over the ${BUDGET_MS} ms budget: ${over.map((r) => r.phase).join(', ')}`,
  );
  const lateFirstCategory = !(firstCategoryMs.painted <= FIRST_CATEGORY_BUDGET_MS);
  if (lateFirstCategory) console.log(`the first category came later than ${FIRST_CATEGORY_BUDGET_MS} ms`);

  const out = path.resolve(__dirname, '../../reports/bench-menu.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        venue: ORIGIN,
        cpuSlowdown: CPU_SLOWDOWN,
        budgetMs: BUDGET_MS,
        firstCategoryBudgetMs: FIRST_CATEGORY_BUDGET_MS,
        firstCategoryMs,
        dishesOnFirstMenu: dishes,
        loadAverage: { before: loadBefore, after: loadAfter, cpus: os.cpus().length },
        phases: results,
      },
      null,
      2,
    ),
  );
  console.log(`written ${path.relative(process.cwd(), out)}`);
  if (over.length > 0 || lateFirstCategory) process.exitCode = 1;
}

withComposition(main).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
