import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { repo } from '../support/deployments';
import { auditOf, opsToken } from '../support/registry';
import { serveStatic } from '../../scripts/lib/static-server.mjs';

const API = 'http://localhost:8080';
// A developer's own server of the menu (npm run dev -- mfe-menu listens on 3001), on an origin no guest's page names.
const DEV_PORT = 9182;
const DEV_ENTRY = `http://localhost:${DEV_PORT}/mf-manifest.json`;
let folder: string;
let devServer: Awaited<ReturnType<typeof serveStatic>>;

test.use({ viewport: { width: 360, height: 780 } });

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-dev-menu-'));
  fs.cpSync(path.join(repo, 'mfe-menu', 'dist'), folder, { recursive: true });
  devServer = await serveStatic({ dir: folder, port: DEV_PORT });
});

test.afterAll(async () => {
  await devServer.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

test('an operator overrides the menu with their own server, for their browser alone', async ({ page, browser, request }) => {
  const fromDev: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).port === String(DEV_PORT)) fromDev.push(r.url());
  });
  // The link npm run dev -- mfe-menu prints fills the form in; nothing applies until the operator says so.
  await page.goto(`${API}/ops?${new URLSearchParams({ override: 'mfe_menu', entry: DEV_ENTRY })}`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByLabel('Ops token').press('Enter');
  const section = page.getByRole('region', { name: 'Developer override' });
  await expect(section.getByRole('combobox', { name: 'Remote' })).toHaveValue('mfe_menu');
  await expect(section.getByRole('textbox', { name: 'Entry (mf-manifest.json URL)' })).toHaveValue(DEV_ENTRY);
  expect(fromDev).toEqual([]);
  await section.getByRole('button', { name: 'Override in this browser' }).click();
  await expect(section.getByRole('status')).toHaveText(`This browser now loads mfe_menu from ${DEV_ENTRY}.`);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect((await auditOf(request, 'mfe_menu', 1))[0]).toMatchObject({ action: 'override', actor: 'admin' });

  await section.getByRole('link', { name: 'Open the app' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Unreleased versions in this browser' })).toContainText(
    `Override: mfe_menu ← localhost:${DEV_PORT}`,
  );
  expect(fromDev.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromDev.some((url) => url.endsWith('.js'))).toBe(true);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Every other browser gets the registry's menu, and a page whose policy does not admit the developer's origin.
  const other = await browser.newContext();
  const guest = await other.newPage();
  const theirs: string[] = [];
  guest.on('request', (r) => {
    if (new URL(r.url()).port === String(DEV_PORT)) theirs.push(r.url());
  });
  const response = await guest.goto(`${API}/menu`);
  await expect(guest.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(response?.headers()['content-security-policy']).not.toContain(`:${DEV_PORT}`);
  expect(theirs).toEqual([]);
  await other.close();

  // Exit ends it.
  fromDev.length = 0;
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('complementary', { name: 'Unreleased versions in this browser' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(fromDev).toEqual([]);
});

test('an override whose server does not answer says it failed, and the page runs the default', async ({ page }) => {
  // A loopback port nobody serves: the developer's server stopped.
  const dead = 'http://localhost:9189/mf-manifest.json';
  await page.goto(`${API}/ops?${new URLSearchParams({ override: 'mfe_menu', entry: dead })}`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByLabel('Ops token').press('Enter');
  const section = page.getByRole('region', { name: 'Developer override' });
  await section.getByRole('button', { name: 'Override in this browser' }).click();
  await expect(section.getByRole('status')).toHaveText(`This browser now loads mfe_menu from ${dead}.`);

  await page.goto(`${API}/menu`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const badge = page.getByRole('complementary', { name: 'Unreleased versions in this browser' });
  await expect(badge).toContainText('Override failed: mfe_menu ← localhost:9189, running the default');
  await expect(badge).not.toContainText('Override: mfe_menu');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await badge.getByRole('button', { name: 'Exit' }).click();
  await expect(badge).toHaveCount(0);
});

test('an override on an origin OVERRIDE_ORIGINS does not name is refused, the form saying which list', async ({ page }) => {
  await page.goto(`${API}/ops?${new URLSearchParams({ override: 'mfe_menu', entry: 'https://evil.example/mf-manifest.json' })}`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByLabel('Ops token').press('Enter');
  const section = page.getByRole('region', { name: 'Developer override' });
  await section.getByRole('button', { name: 'Override in this browser' }).click();
  await expect(section.getByRole('alert')).toContainText('https://evil.example is not an origin OVERRIDE_ORIGINS allows');
  await expect(section.getByRole('status')).toHaveCount(0);
});
