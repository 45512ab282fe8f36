import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { changedCopy, deploymentOf, replaceIn, runScript } from '../support/deployments';
import { ops } from '../support/registry';
import { dishCard, startWithTab } from '../support/menu';

const label = `e2e-dish-throws-${Date.now().toString(36)}`;
let copy: string;

// The menu team ships a dish screen that throws while rendering, and prices in red: the menu itself works.
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  copy = changedCopy('mfe-menu', label, (dir) => {
    replaceIn(
      path.join(dir, 'src/pages/ItemPage/ItemPage.tsx'),
      'export default function ItemPage(_props: PageProps) {\n',
      'export default function ItemPage(_props: PageProps) {\n  if (Date.now() > 0) throw new TypeError("Cannot read properties of undefined (reading \'prices\')");\n',
    );
    replaceIn(
      path.join(dir, 'src/widgets/ItemCard/ItemCard.module.css'),
      '.price {\n  font-weight: 600;\n',
      '.price {\n  font-weight: 600;\n  color: rgb(255, 0, 0);\n',
    );
  });
  const deploy = runScript('deploy', ['mfe-menu', '--version', label, '--source', copy]);
  expect(deploy.status, deploy.output).toBe(0);
  await ops(request, 'PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { [label]: 100 } });
});

test.afterAll(async ({ request }) => {
  await ops(request, 'DELETE', '/api/ops/venues/bistro/remotes/mfe_menu');
  fs.rmSync(copy, { recursive: true, force: true });
  fs.rmSync(deploymentOf('mfe_menu', label), { recursive: true, force: true });
});

test('a dish screen that throws: the fallback opens the same dish, with no page error, and the failed version’s styles leave the page', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await startWithTab(page, request, 'bistro', '18');
  const price = page.getByRole('button', { name: /^Greek Salad/ }).getByText('€7.50');
  // The variant's menu renders, in its red.
  await expect(price).toHaveCSS('color', 'rgb(255, 0, 0)');

  await dishCard(page, 'Greek Salad').click();
  // Its dish screen throws: the guest gets the default version's dish screen, for the dish they tapped.
  await expect(page).toHaveURL(/\/addCart$/i);
  await expect(page.getByRole('heading', { level: 1, name: 'Greek Salad' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to order' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/menu/);
  // The default's prices keep the default's colour: the variant's stylesheets went with it.
  await expect(price).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  expect(await page.locator(`link[rel="stylesheet"][data-rspack^="mfe_menu_"]`).count()).toBeGreaterThan(0);
  expect(errors).toStrictEqual([]);
});
