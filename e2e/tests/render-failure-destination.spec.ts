import path from 'node:path';
import { expect, test } from '../support/test';
import { menuVariantAtBistro, removeMenuVariantAtBistro, replaceIn } from '../support/deployments';
import { dishCard, startWithTab } from '../support/menu';

const label = `e2e-dish-throws-${Date.now().toString(36)}`;

// The menu team ships a dish screen that throws while rendering, and prices in red: the menu itself works.
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await menuVariantAtBistro(request, label, (dir) => {
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
});

test.afterAll(async ({ request }) => removeMenuVariantAtBistro(request, label));

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
