import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { buildHash, changedCopy, deploymentOf, replaceIn, runScript } from '../support/deployments';
import { ops, remoteState } from '../support/registry';
import { dishCard, startWithTab, venueOrigin } from '../support/menu';

const label = `e2e-deploy-${Date.now().toString(36)}`;
const CHANGED = 'Sections of the menu';
let copy: string;

test.beforeAll(() => {
  // The menu team's branch: the category chips get a new name.
  copy = changedCopy('mfe-menu', label, (dir) =>
    replaceIn(path.join(dir, 'src/texts/en.ts'), "categories: 'Categories',", `categories: '${CHANGED}',`),
  );
});

test.afterAll(async ({ request }) => {
  await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: 'initial', force: true });
  fs.rmSync(copy, { recursive: true, force: true });
  fs.rmSync(deploymentOf('mfe_menu', label), { recursive: true, force: true });
});

test('a deploy with a changed text reaches no guest before it is promoted, and a guest mid-visit still opens a dish after it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // A guest has the menu open before the deploy.
  await startWithTab(page, request, 'bistro', '17');
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  const dist = buildHash('mfe-menu');
  const failedLoads: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).port === '8081') failedLoads.push(response.url());
  });

  const deploy = runScript('deploy', ['mfe-menu', '--version', label, '--source', copy]);
  expect(deploy.status, deploy.output).toBe(0);
  expect(deploy.output).toContain(`${label} registered`);
  // Built in a folder of its own: the remote's dist/ is as it was, and nobody is served it anyway.
  expect(buildHash('mfe-menu')).toBe(dist);
  expect((await remoteState(request, 'mfe_menu')).default).toBe('initial');

  // A fresh guest still gets the released menu.
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await freshPage.goto(`${venueOrigin('bistro')}/menu`);
  await expect(freshPage.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await expect(freshPage.getByRole('navigation', { name: CHANGED })).toHaveCount(0);
  await fresh.close();

  // The guest who had the menu open opens a dish: its code comes from the version their page runs.
  await dishCard(page, 'Margherita Pizza').click();
  await expect(page.getByRole('button', { name: 'Add to order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  // Released: fresh guests get the change, while the guest mid-visit keeps a working page.
  await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: label });
  await page.goBack();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await dishCard(page, 'Margherita Pizza').click();
  await expect(page.getByRole('button', { name: 'Add to order' })).toBeVisible();
  const released = await browser.newContext();
  const releasedPage = await released.newPage();
  await releasedPage.goto(`${venueOrigin('bistro')}/menu`);
  await expect(releasedPage.getByRole('navigation', { name: CHANGED })).toBeVisible();
  await released.close();
  expect(failedLoads).toEqual([]);
});
