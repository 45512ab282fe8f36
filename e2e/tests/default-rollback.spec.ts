import fs from 'node:fs';
import { expect, test } from '../support/test';
import { deploymentOf, deployMenuWithoutPageChunk, guestsReportingFailures } from '../support/deployments';
import { auditOf, FAILURE_GUESTS, ops, remoteState } from '../support/registry';
import { venueOrigin } from '../support/menu';

const label = `e2e-bad-default-${Date.now().toString(36)}`;

test.afterAll(async ({ request }) => {
  if ((await remoteState(request, 'mfe_menu')).default !== 'initial') {
    await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: 'initial', force: true });
  }
  fs.rmSync(deploymentOf('mfe_menu', label), { recursive: true, force: true });
});

test('a promoted default that fails for guests gives way to the previous default by itself, and says why', async ({ browser, request }) => {
  deployMenuWithoutPageChunk(label);
  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/versions', {
    version: label,
    entry: `http://localhost:8081/${label}/mf-manifest.json`,
  });
  await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: label });
  expect(await remoteState(request, 'mfe_menu')).toMatchObject({ default: label, previous_default: 'initial' });

  // Every guest, at any venue, gets the menu from the previous default, which the page gives as the default's fallback.
  const reports = await guestsReportingFailures(browser, `${venueOrigin('harbour')}/menu`, FAILURE_GUESTS, async (page) => {
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
  expect(reports.every((r) => r.body.version === label && r.body.stage === 'chunk' && r.status === 204)).toBe(true);

  const after = await remoteState(request, 'mfe_menu');
  expect(after).toMatchObject({ default: 'initial', previous_default: null });
  expect(after.versions.find((v) => v.version === label)?.halted_reason).toMatch(/Rolled back automatically: 2 guests failed to load it/);
  const [entry] = await auditOf(request, 'mfe_menu', 1);
  expect(entry).toMatchObject({ actor: 'system', action: 'auto-rollback', before: { default: label }, after: { default: 'initial' } });

  // The next guest is served the previous default and asks nothing of the failed one.
  const context = await browser.newContext();
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/${label}/`)) asked.push(r.url());
  });
  await page.goto(`${venueOrigin('bistro')}/menu`);
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  expect(asked).toEqual([]);
  await context.close();
});
