import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { deployAndPromote, ops } from '../support/registry';
import { serveStatic } from '../../scripts/lib/static-server.mjs';

// A registered build whose origin then goes down is exactly the failure a bad deploy causes: the
// checkout build is registered (the API fetches its manifest then), made the default, and its
// origin stopped. The page gives the previous default as the default's fallback, so it is promoted
// twice from the same dead origin: the shell has nothing left to fall back to.
test.beforeAll(async ({ request }) => {
  const doomed = await serveStatic({ dir: path.resolve(__dirname, '../../mfe-checkout/dist'), port: 8099 });
  await deployAndPromote(request, 'mfe_checkout', 'dead-origin', 'http://localhost:8099/mf-manifest.json');
  await deployAndPromote(request, 'mfe_checkout', 'dead-origin-2', 'http://localhost:8099/mf-manifest.json');
  await doomed.close();
});

test.afterAll(async ({ request }) => {
  await ops(request, 'PUT', '/api/ops/remotes/mfe_checkout/default', { version: 'initial', force: true });
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
