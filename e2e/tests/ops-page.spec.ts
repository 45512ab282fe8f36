import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { entryOf, opsToken } from '../support/registry';

/** The API as Node reaches it: Node does not resolve *.localhost the way Chromium does. */
const API = 'http://localhost:8080';
const COPY = 'e2e-ops-copy';

const axe = async (page: import('@playwright/test').Page) => (await new AxeBuilder({ page }).analyze()).violations;

test.use({ viewport: { width: 360, height: 780 } });

test('the operator page asks for the token, says when it is refused, and loads no guest code', async ({ page }) => {
  // Answered here as the ops API answers a wrong token, so the page's own behaviour is what is tested.
  await page.route(`${API}/api/ops/remotes`, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Invalid ops token' }),
    }),
  );
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const response = await page.goto(`${API}/ops`);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const token = page.getByLabel('Ops token');
  await expect(token).toBeVisible();
  await expect(token).toHaveAttribute('type', 'password');
  expect(await axe(page)).toEqual([]);
  expect(scripts.every((file) => file.startsWith('/ops/'))).toBe(true);

  await token.fill('not-the-token');
  await token.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The ops token was refused. Enter it again.');
  await expect(page.getByLabel('Ops token')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

// The operator's app, compressed as served (128 KB of JS and 13 KB of CSS with brotli when set): room for
// small changes, not for a second UI library. Its own budget, since no guest downloads it.
const OPS_BUDGET = { js: 140 * 1024, css: 16 * 1024 };

test('the operator page downloads no more JS and CSS than its budget', async ({ page }) => {
  const sizes: Promise<{ type: string; bytes: number; url: string }>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet')
      sizes.push(request.sizes().then(({ responseBodySize }) => ({ type, bytes: responseBodySize, url: request.url() })));
  });
  await page.goto(`${API}/ops`);
  await expect(page.getByLabel('Ops token')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(sizes);
  const total = (type: string) => files.filter((f) => f.type === type).reduce((sum, f) => sum + f.bytes, 0);
  expect(total('script'), JSON.stringify(files)).toBeGreaterThan(0);
  expect.soft(total('script'), JSON.stringify(files)).toBeLessThanOrEqual(OPS_BUDGET.js);
  expect.soft(total('stylesheet'), JSON.stringify(files)).toBeLessThanOrEqual(OPS_BUDGET.css);
});

test("the guests' shell build carries no operator code: the page is the operator app's own build", async ({ request }) => {
  const shellDist = path.resolve(__dirname, '../../shell/dist');
  const shellFiles = fs.readdirSync(shellDist, { recursive: true, encoding: 'utf8' });
  expect(shellFiles.filter((file) => file === 'ops' || file.startsWith(`ops${path.sep}`))).toEqual([]);
  // The page's title and its first words, which only the operator app's sources hold.
  const shellScripts = shellFiles.filter((file) => file.endsWith('.js'));
  expect(shellScripts.filter((file) => fs.readFileSync(path.join(shellDist, file), 'utf8').includes('Open the operator page'))).toEqual([]);
  const served = await (await request.get(`${API}/ops`, { headers: { accept: 'text/html' } })).text();
  expect(served).toBe(fs.readFileSync(path.resolve(__dirname, '../../ops/dist/index.html'), 'utf8'));
});

test.describe('with the ops API', () => {
  test.beforeAll(async ({ request }) => {
    // A second version of the menu: the same build under another label, so every guest still gets a working menu.
    const registered = await request.post(`${API}/api/ops/remotes/mfe_menu/versions`, {
      headers: { 'x-ops-token': opsToken() },
      data: { version: COPY, entry: await entryOf(request, 'mfe_menu', 'initial') },
    });
    expect([201, 200, 204, 409], await registered.text()).toContain(registered.status());
  });

  test.afterAll(async ({ request }) => {
    const headers = { 'x-ops-token': opsToken() };
    await request.delete(`${API}/api/ops/venues/bistro/remotes/mfe_menu`, { headers });
    // The suite's baseline, whatever an earlier spec's guests reported of it.
    await request.put(`${API}/api/ops/remotes/mfe_menu/default`, { headers, data: { version: 'initial', force: true } });
  });

  test('promote, split and stop, each shown on the page, by keyboard at 360 px', async ({ page }) => {
    await page.goto(`${API}/ops`);
    await page.getByLabel('Ops token').fill(opsToken());
    await page.getByRole('button', { name: 'Open the operator page' }).click();
    await expect(page.getByRole('heading', { name: 'mfe_menu', exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Versions of mfe_menu' })).toContainText(COPY);
    expect(await axe(page)).toEqual([]);

    const split = page.getByRole('button', { name: "Split a venue's guests between versions of mfe_menu" });
    await split.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Venue slug').fill('bistro');
    await page.getByLabel('Weight of initial (0 to 100)').fill('50');
    await page.getByLabel(`Weight of ${COPY} (0 to 100)`).fill('50');
    await page.getByRole('button', { name: 'Apply the split' }).click();
    await expect(page.getByRole('status')).toHaveText('The split of mfe_menu at bistro is applied.');
    const experiment = page.getByRole('article', { name: 'mfe_menu at bistro' }).filter({ hasText: 'Running' });
    await expect(experiment.getByText(`Phase 1 of 1: initial 50, ${COPY} 50`)).toBeVisible();
    await expect(experiment.getByRole('group', { name: COPY })).toBeVisible();
    // Across venues, revenue per guest is written per currency, in that currency (every demo venue takes euros).
    const revenue = page
      .getByRole('region', { name: 'Across venues' })
      .getByRole('list', { name: `Revenue per guest of mfe_menu ${COPY}, by currency` });
    await expect(revenue.getByRole('listitem')).toHaveText([/^Revenue per guest in EUR: (€\d+\.\d\d|–) \(bistro: \d+ guests?\)$/]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axe(page)).toEqual([]);

    // Reloading keeps the token for the tab: it is asked once.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'mfe_menu', exact: true })).toBeVisible();
    await expect(page.getByLabel('Ops token')).toHaveCount(0);

    await page.getByRole('button', { name: 'Stop the experiment of mfe_menu at bistro' }).click();
    await expect(page.getByText('mfe_menu at bistro is stopped: its guests get the default. Its results stay below.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'mfe_menu at bistro' }).filter({ hasText: 'Running' })).toHaveCount(0);

    await page.getByRole('button', { name: `Promote ${COPY} to default of mfe_menu` }).click();
    await expect(page.getByRole('status')).toHaveText(`${COPY} is now the default of mfe_menu.`);
    await expect(page.getByText(`Default version: ${COPY}`)).toBeVisible();
    // Back in one step: rollback restores the previous default (a promote of it could be refused, had a
    // guest of an earlier spec reported it failing).
    await page.getByRole('button', { name: 'Roll back to initial as the default of mfe_menu' }).click();
    await expect(page.getByRole('status')).toHaveText('mfe_menu is rolled back: initial is its default again.');
    await expect(page.getByText(`Default version: ${COPY}`)).toHaveCount(0);
  });
});
