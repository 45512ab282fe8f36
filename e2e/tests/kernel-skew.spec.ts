import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { dishCard, startWithTab, venueOrigin } from './menu-helpers';

const registryFile = process.env.E2E_REMOTES_FILE as string;
const skewPort = 8092;
const bistro = venueOrigin('bistro');
let skewed: Awaited<ReturnType<typeof serveStatic>>;
let original: string;

// The hotel remote, built by its team against a kernel two majors on (its declared range ^2.0.0),
// deployed and put in the registry while guests still load kernel 1.x from the shell.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-kernel-skew-'));
  const build = spawnSync('npx', ['rspack', 'build', '--mode', 'production', '--output-path', outDir], {
    cwd: path.resolve(__dirname, '../../mfe-hotel'),
    env: { ...process.env, NODE_ENV: 'production', TABULA_KERNEL_RANGE: '^2.0.0' },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  skewed = await serveStatic({ dir: outDir, port: skewPort });
  original = fs.readFileSync(registryFile, 'utf8');
  const registry = JSON.parse(original) as { remotes: Record<string, { entry: string }> };
  registry.remotes.mfe_hotel = { entry: `http://localhost:${skewPort}/mf-manifest.json` };
  fs.writeFileSync(registryFile, JSON.stringify(registry));
});

test.afterAll(async () => {
  fs.writeFileSync(registryFile, original);
  await skewed?.close();
});

test('a remote built for another kernel major is refused with its fallback, and the tab and cart go on', async ({ page, request }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/does not satisfy the requirement of mfe_hotel which needs \^2\.0\.0/.test(message.text())) refusals.push(message.text());
  });
  const tab = await startWithTab(page, request, 'bistro', '9');
  await dishCard(page, 'Margherita Pizza').click();
  await page.getByRole('radio', { name: /Large/ }).check();
  await page.getByRole('radio', { name: /Classic/ }).check();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('button', { name: 'Checkout, 1 item' })).toBeVisible();

  await page.goto(`${bistro}/login`);
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('Something went wrong loading this part of the app');
  await expect(fallback).toContainText('welcome and hotel pages');
  // Refused by the kernel version check, not by a network failure.
  expect(refusals.length).toBeGreaterThan(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('No se pudo cargar las páginas de bienvenida y del hotel');
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  await page.goto(`${bistro}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(dishCard(page, 'Margherita Pizza')).toContainText('1 in order');
  await page.getByRole('button', { name: 'Checkout, 1 item' }).click();
  await expect(page.getByRole('button', { name: 'Edit Margherita Pizza' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tabId'))).toBe(tab.tab_uuid);
});
