import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';

const registryFile = process.env.E2E_REMOTES_FILE as string;
let original: string;

// The registry is data an operator edits; pointing one entry at an origin where nothing listens
// is exactly the failure a bad deploy causes. The server resolves it into every page, so the edit
// is made where the operator makes it. The remotes themselves are the real builds.
test.beforeAll(() => {
  original = fs.readFileSync(registryFile, 'utf8');
  const registry = JSON.parse(original) as { remotes: Record<string, { entry: string }> };
  registry.remotes.mfe_checkout = { entry: 'http://localhost:8099/mf-manifest.json' };
  fs.writeFileSync(registryFile, JSON.stringify(registry));
});

test.afterAll(() => {
  fs.writeFileSync(registryFile, original);
});

test('a remote at a dead origin shows its fallback while the other routes work', async ({ page }) => {
  await page.goto('/previousOrders');
  const fallback = page.getByRole('alert');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('order and payment');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto('/join-tab');
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
});
