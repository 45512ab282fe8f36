import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { ops } from '../support/registry';
import { dishCard, startWithTab, venueOrigin } from '../support/menu';

const repo = path.resolve(__dirname, '../..');
const kernelMajor = Number(
  (JSON.parse(fs.readFileSync(path.join(repo, 'shared/package.json'), 'utf8')) as { version: string }).version.split('.')[0],
);
/** A range no kernel the shell can load satisfies: the next major. */
const skewedRange = `^${kernelMajor + 1}.0.0`;
const bistro = venueOrigin('bistro');
const label = `e2e-kernel-skew-${Date.now().toString(36)}`;
const deployed = path.join(repo, 'deployments', 'mfe_hotel', label);
let skewedBuild: string;

// The registry's skew check reads a build's manifest when it is registered. A build changed on its
// host afterwards (a team overwriting an object on the CDN with a build for the next kernel major) gets past
// it: the shell must still refuse it in the browser and give guests the default version.
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  skewedBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-kernel-skew-'));
  const build = spawnSync('npx', ['rspack', 'build', '--mode', 'production', '--output-path', skewedBuild], {
    cwd: path.join(repo, 'mfe-hotel'),
    env: { ...process.env, NODE_ENV: 'production', TABULA_KERNEL_RANGE: skewedRange },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);

  fs.cpSync(path.join(repo, 'mfe-hotel', 'dist'), deployed, { recursive: true });
  await ops(request, 'POST', '/api/ops/remotes/mfe_hotel/versions', {
    version: label,
    entry: `http://localhost:8084/${label}/mf-manifest.json`,
  });
  await ops(request, 'PUT', '/api/ops/venues/bistro/remotes/mfe_hotel', { variants: { [label]: 100 } });
  fs.rmSync(deployed, { recursive: true, force: true });
  fs.cpSync(skewedBuild, deployed, { recursive: true });
});

test.afterAll(async ({ request }) => {
  await ops(request, 'DELETE', '/api/ops/venues/bistro/remotes/mfe_hotel');
  fs.rmSync(deployed, { recursive: true, force: true });
  fs.rmSync(skewedBuild, { recursive: true, force: true });
});

test('a remote built for the next kernel major is refused in the browser; the guest gets the default version, and the tab and cart go on', async ({
  page,
  request,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(`does not satisfy the requirement of mfe_hotel which needs ${skewedRange}`)) refusals.push(message.text());
  });
  const tab = await startWithTab(page, request, 'bistro', '19');
  await dishCard(page, 'Margherita Pizza').click();
  await page.getByRole('radio', { name: /Large/ }).check();
  await page.getByRole('radio', { name: /Classic/ }).check();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('button', { name: 'Checkout, 1 item' })).toBeVisible();

  const skewedRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/${label}/`)) skewedRequests.push(r.url());
  });
  const report = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/remotes/failures'));
  await page.goto(`${bistro}/login`);
  await expect(page.getByRole('textbox', { name: 'Surname' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The skewed build was fetched and refused by the kernel version check, not lost to the network.
  expect(skewedRequests.some((url) => /\/remoteEntry\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  expect(refusals.length).toBeGreaterThan(0);
  expect((await report).postDataJSON()).toMatchObject({ remote: 'mfe_hotel', version: label });

  await page.goto(`${bistro}/menu`);
  // The app's heading: the server's first paint may still lie over it while the dishes load.
  await expect(page.locator('#root').getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  await expect(dishCard(page, 'Margherita Pizza')).toContainText('1 in order');
  await page.getByRole('button', { name: 'Checkout, 1 item' }).click();
  await expect(page.getByRole('button', { name: 'Edit Margherita Pizza' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tabId'))).toBe(tab.tab_uuid);
});
