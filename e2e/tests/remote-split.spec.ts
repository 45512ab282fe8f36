import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { listRemotes, ops } from '../support/registry';
import { addFromMenu, openTab, placeOrder } from '../support/journey';

const repo = path.resolve(__dirname, '../..');
const BISTRO = 'http://bistro.localhost:8080';
const API = 'http://localhost:8080';
// Labels are immutable and deployments/ outlives the run's database, so each run deploys its own.
const run = Date.now().toString(36);
const A = `e2e-split-a-${run}`;
const B = `e2e-split-b-${run}`;
// Enough fresh guests that a fair 50/50 split stays within 8 points but once in about 200,000 runs
// (4.6 standard deviations); with 200 it strayed further about one run in 50, and once did in CI.
const GUESTS = 800;

/** Deploys the menu's build under a label exactly as a team does: npm run deploy -- mfe-menu --version <label>. */
function deploy(version: string): void {
  execFileSync('node', [path.join(repo, 'scripts/deploy.mjs'), 'mfe-menu', '--version', version], {
    cwd: repo,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, TABULA_API: 'http://localhost:8080' },
    stdio: 'pipe',
  });
}

/**
 * The mfe_menu version a fresh guest is served at a venue, then again on a later visit. Each guest is a
 * browser context of its own, asking through the context's cookie jar as its page would.
 */
async function freshGuestVersions(browser: Browser, venue: string): Promise<[string, string]> {
  const context = await browser.newContext();
  const servedVersion = async () => {
    // Node, which runs these requests, does not resolve venue.localhost hosts: the venue goes in its header.
    const response = await context.request.get(`${API}/remotes.json`, { headers: { 'x-venue-slug': venue } });
    return ((await response.json()) as { remotes: Record<string, { version: string }> }).remotes.mfe_menu?.version ?? 'none';
  };
  const first = await servedVersion();
  const again = await servedVersion();
  await context.close();
  return [first, again];
}

/** Many guests, twenty at a time. */
async function manyGuests(browser: Browser, venue: string, count: number): Promise<[string, string][]> {
  const seen: [string, string][] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, () => freshGuestVersions(browser, venue));
    seen.push(...(await Promise.all(batch)));
  }
  return seen;
}

/**
 * The menu version the page was served, once its browser has loaded that version's entry: the
 * registry in the page names the entry its manifest gives (A and B, one build deployed twice, share it).
 */
async function menuVersionLoaded(page: Page, load: () => Promise<unknown>): Promise<string> {
  const requested: string[] = [];
  const record = (r: { url(): string }) => requested.push(r.url());
  page.on('request', record);
  await load();
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  page.off('request', record);
  const registry = JSON.parse((await page.locator('#tabula-registry').textContent()) ?? '{}') as {
    remotes: Record<string, { version: string; script?: string }>;
  };
  const menu = registry.remotes.mfe_menu;
  expect(menu?.script).toMatch(/^http:\/\/localhost:8081\/_files\/remoteEntry\.\w+\.js$/);
  expect(requested).toContain(menu?.script);
  return menu?.version ?? 'none';
}

/** Opens bistro's menu as a new guest; resolves to the page and the menu version its browser loaded. */
async function guestOnMenu(browser: Browser): Promise<{ page: Page; version: string }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  return { page, version: await menuVersionLoaded(page, () => page.goto(`${BISTRO}/menu`)) };
}

async function bistroVariants(request: Parameters<typeof ops>[0]) {
  const variants =
    (await listRemotes(request)).find((r) => r.name === 'mfe_menu')?.rollouts.find((r) => r.venue === 'bistro')?.variants ?? [];
  return Object.fromEntries(variants.map((variant) => [variant.version, variant]));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  deploy(A);
  deploy(B);
  await ops(request, 'PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { [A]: 50, [B]: 50 } });
});

test.afterAll(async ({ request }) => {
  await ops(request, 'DELETE', '/api/ops/venues/bistro/remotes/mfe_menu');
  for (const version of [A, B]) fs.rmSync(path.join(repo, 'deployments', 'mfe_menu', version), { recursive: true, force: true });
});

test(`a 50/50 split at bistro: ${GUESTS} fresh guests divide within 8 points, each keeps its version on reload, harbour stays on the default`, async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const bistro = await manyGuests(browser, 'bistro', GUESTS);
  expect(bistro.filter(([first, again]) => first !== again)).toEqual([]);
  const onA = bistro.filter(([version]) => version === A).length;
  const onB = bistro.filter(([version]) => version === B).length;
  expect(onA + onB).toBe(GUESTS);
  expect(Math.abs(onA / GUESTS - 0.5)).toBeLessThanOrEqual(0.08);

  const harbour = await manyGuests(browser, 'harbour', 20);
  expect(new Set(harbour.flat())).toEqual(new Set(['initial']));
});

test('a guest on B loads B in the browser, keeps it on reload, and the order it places counts for B', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // Half the new guests land on B: twenty misses in a row would mean the split is broken.
  let guest = await guestOnMenu(browser);
  for (let tries = 1; guest.version !== B && tries < 20; tries += 1) {
    await guest.page.context().close();
    guest = await guestOnMenu(browser);
  }
  expect(guest.version).toBe(B);
  const { page } = guest;
  expect(await menuVersionLoaded(page, () => page.reload())).toBe(B);

  const before = await bistroVariants(request);
  await openTab(page, '18');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await placeOrder(page);
  await expect(page.getByText('Your order has been sent, waiting for the venue to accept it.')).toBeVisible();

  const after = await bistroVariants(request);
  expect(after[B]?.orders_submitted).toBe((before[B]?.orders_submitted ?? 0) + 1);
  expect(after[A]?.orders_submitted).toBe(before[A]?.orders_submitted ?? 0);
  await page.context().close();
});
