import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import type { ExperimentReport, ExperimentVariantReport } from '@tabula/shared/entities';
import { expect, test } from '../support/test';
import { entryOf, ops, opsToken } from '../support/registry';
import { addFromMenu, BISTRO, enterTestCard, openTab, placeOrder } from '../support/journey';
import { TEST_CARDS } from '../support/stripe-standin';

const repo = path.resolve(__dirname, '../..');
const API = 'http://localhost:8080';
// Labels are immutable and the registry outlives a run: each run registers its own, of the menu's own build.
const V2 = `e2e-exp-${Date.now().toString(36)}`;
const GUESTS = 40;

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Bistro's running experiment of the menu, as GET /api/ops/experiments lists it. */
async function bistroExperiment(request: APIRequestContext) {
  const { experiments } = (await ops(request, 'GET', '/api/ops/experiments')) as { experiments: ExperimentReport[] };
  return experiments.find((e) => e.venue === 'bistro' && e.remote === 'mfe_menu' && e.status === 'running');
}

/**
 * One new guest in a browser of their own: opens bistro's menu, and orders when asked to, paying
 * cash or by card. Resolves to the variant the shell reported them exposed to and their cookies.
 */
async function guest(browser: Browser, n: number, pays: 'cash' | 'card' | null): Promise<{ version: string; storage: Storage }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const exposure = page.waitForResponse((r) => r.url().endsWith('/api/remotes/exposures') && r.request().method() === 'POST');
  if (pays) await openTab(page, String(n + 1));
  else await page.goto(`${BISTRO}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' }).last()).toBeVisible();
  // The app's own menu, not the server's first paint, which shows the same heading until the app takes over.
  await expect(page.locator('#tabula-first-paint')).toHaveCount(0);
  const reported = await exposure;
  expect(reported.status()).toBe(204);
  const { version } = JSON.parse(reported.request().postData() ?? '{}') as { version: string };
  // web-vitals is loaded after the page: it observes from then on (reading what was buffered since the start).
  await expect(page.locator('html[data-vitals="observing"]')).toBeAttached();
  if (pays) {
    await addFromMenu(page, 'Greek Salad');
    await page.getByRole('button', { name: /Checkout/ }).click();
    if (pays === 'card') await page.getByRole('radio', { name: 'Pay now' }).check();
    await placeOrder(page);
    if (pays === 'card') {
      await expect(page.getByRole('heading', { name: 'Payment information' })).toBeVisible();
      await enterTestCard(page, TEST_CARDS.succeeds);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
    }
    await expect(page.getByText('Your order has been sent, waiting for the venue to accept it.')).toBeVisible();
  } else {
    // A tap on the menu, so the page has an interaction to time (INP).
    await page.getByRole('heading', { level: 1, name: 'Tabula Bistro' }).click();
  }
  const storage = await context.storageState();
  // The guest switches to another app: the page is hidden, and the shell sends what web-vitals measured with
  // sendBeacon. Playwright keeps its pages visible, so the browser's hiding is played here as the page sees it.
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/remotes/vitals'), { timeout: 15_000 });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const sent = JSON.parse((await beacon).postData() ?? '{}') as { remotes: Record<string, string>; metrics: { name: string }[] };
  expect(sent.remotes.mfe_menu).toBe(version);
  expect(sent.metrics.map((m) => m.name)).toContain('CLS');
  await context.close();
  return { version, storage };
}

/** The menu version a guest with these cookies is served now, asked with their guest cookie as their browser would. */
async function servedTo(request: APIRequestContext, storage: Storage): Promise<string> {
  const guestId = storage.cookies.find((c) => c.name === 'tabula_guest')?.value;
  expect(guestId).toBeTruthy();
  // Node, which runs this request, does not resolve venue.localhost hosts: the venue goes in its header.
  const response = await request.get(`${API}/remotes.json`, { headers: { 'x-venue-slug': 'bistro', cookie: `tabula_guest=${guestId}` } });
  return ((await response.json()) as { remotes: Record<string, { version: string }> }).remotes.mfe_menu?.version ?? 'none';
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // The menu's own build under another label: a remote's origin serves its versions' folders only.
  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/versions', { version: V2, entry: await entryOf(request, 'mfe_menu', 'initial') });
  await ops(request, 'PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, [V2]: 50 } });
});

test.afterAll(async ({ request }) => {
  // Ended by the last test already, unless it failed before.
  await request.delete(`${API}/api/ops/venues/bistro/remotes/mfe_menu`, { headers: { 'x-ops-token': opsToken() } });
});

const guests: { version: string; storage: Storage; pays: 'cash' | 'card' | null }[] = [];

test(`a split at bistro: ${GUESTS} guests, some paying cash and some by card; the API counts exposures, conversions, intervals and real page speed per variant`, async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  for (let start = 0; start < GUESTS; start += 5) {
    const batch = Array.from({ length: Math.min(5, GUESTS - start) }, (_, i) => {
      const n = start + i;
      // Bistro's tables are 1 to 20, one tab each: nine guests order, at tables 1, 2, 5, 6 … 17.
      const pays: 'cash' | 'card' | null = n % 4 === 0 && n < 20 ? 'cash' : n % 4 === 1 && n < 16 ? 'card' : null;
      return guest(browser, n, pays).then((result) => ({ ...result, pays }));
    });
    guests.push(...(await Promise.all(batch)));
  }
  const on = (version: string) => guests.filter((g) => g.version === version);
  expect(on('initial').length + on(V2).length).toBe(GUESTS);
  expect(on('initial').length).toBeGreaterThan(0);
  expect(on(V2).length).toBeGreaterThan(0);

  // Beacons arrive on their own time: the figures are read until every one is in.
  await expect
    .poll(async () => (await bistroExperiment(request))?.variants.every((v) => v.lcp_p75_ms !== null && v.cls_p75 !== null), {
      timeout: 20_000,
    })
    .toBe(true);
  const experiment = (await bistroExperiment(request)) as ExperimentReport;
  for (const version of ['initial', V2]) {
    const variant = experiment.variants.find((v) => v.version === version) as ExperimentVariantReport;
    const mine = on(version);
    expect(variant.exposed).toBe(mine.length);
    expect(variant.converted).toBe(mine.filter((g) => g.pays).length);
    expect(variant.orders_submitted).toBe(mine.filter((g) => g.pays).length);
    expect(variant.orders_paid).toBe(mine.filter((g) => g.pays === 'card').length);
    expect(variant.conversion).toBeCloseTo(variant.converted / variant.exposed, 5);
    expect(variant.ci_low).not.toBeNull();
    expect(variant.ci_high).toBeGreaterThan(variant.conversion ?? 1);
    expect(variant.lcp_p75_ms).toBeGreaterThan(0);
  }
  expect(experiment.srm_p).not.toBeNull();

  // The operator's terminal shows the same.
  const listed = execFileSync('node', [path.join(repo, 'scripts/ops.mjs'), 'list'], {
    cwd: repo,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, TABULA_API: API },
    encoding: 'utf8',
  });
  expect(listed).toContain(`#${experiment.id} mfe_menu at bistro`);
  expect(listed).toMatch(new RegExp(`${V2}\\s+weight\\s+50\\s+exposed ${on(V2).length}\\s+converted`));
});

test('/ops at 360 px: a card per experiment with the figures for both variants, axe-clean, no sideways scrolling', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${API}/ops`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByRole('button', { name: 'Open the operator page' }).click();
  const card = page.getByRole('article', { name: 'mfe_menu at bistro' }).filter({ hasText: 'Running' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Not enough data yet: each variant needs 100 guests/)).toBeVisible();
  await expect(card.getByText(/^Started \d+ \w+ \d{4}, \d\d:\d\d \S+/)).toBeVisible();
  for (const version of ['initial', V2]) {
    const variant = card.getByRole('group', { name: version, exact: true });
    await expect(variant.getByText(/^\d+\.\d % \(95 % interval \d+\.\d – \d+\.\d %\)$/)).toBeVisible();
    await expect(variant.getByText(/^\d[\d,]* ms/).first()).toBeVisible();
  }
  await expect(
    card
      .getByRole('group', { name: V2, exact: true })
      .getByText(/^[+−]?\d+\.\d %$|^–$/)
      .first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('ops-360.png'), fullPage: true });
});

test('a ramp from the card starts phase 2 and keeps every v2 guest on v2; Stop ends it, still listed with its results', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${API}/ops`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByRole('button', { name: 'Open the operator page' }).click();
  await page.getByRole('button', { name: 'Ramp mfe_menu at bistro: new weights' }).click();
  await page.getByLabel('Weight of initial (0 to 100)').fill('20');
  await page.getByLabel(`Weight of ${V2} (0 to 100)`).fill('80');
  await page.getByRole('button', { name: 'Start a new phase' }).click();
  await expect(page.getByText('mfe_menu at bistro runs a new phase with the new weights.')).toBeVisible();
  const card = page.getByRole('article', { name: 'mfe_menu at bistro' }).filter({ hasText: 'Running' });
  await expect(card.getByText(`Phase 2 of 2: initial 20, ${V2} 80`)).toBeVisible();
  expect((await bistroExperiment(request))?.phase).toBe(2);

  const onV2 = guests.filter((g) => g.version === V2);
  for (const g of onV2) expect(await servedTo(request, g.storage)).toBe(V2);
  const moved = [];
  for (const g of guests.filter((x) => x.version === 'initial')) if ((await servedTo(request, g.storage)) === V2) moved.push(g);
  expect(moved.length).toBeLessThan(guests.length - onV2.length);

  await page.getByRole('button', { name: 'Stop the experiment of mfe_menu at bistro' }).click();
  await expect(page.getByText('mfe_menu at bistro is stopped: its guests get the default. Its results stay below.')).toBeVisible();
  const stopped = page.getByRole('article', { name: 'mfe_menu at bistro' }).first();
  await expect(stopped.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(stopped.getByText(/^Ran /)).toBeVisible();
  const { experiments } = (await ops(request, 'GET', '/api/ops/experiments')) as { experiments: ExperimentReport[] };
  const ended = experiments.find((e) => e.venue === 'bistro' && e.variants.some((v) => v.version === V2));
  expect(ended?.status).toBe('ended');
  expect(ended?.ended_at).toBeTruthy();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
