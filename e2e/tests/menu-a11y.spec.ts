import { expect, test } from '../support/test';
import { axeChecks } from '../support/axe';
import { dishCard, startWithTab, venueOrigin } from '../support/menu';

const bistro = venueOrigin('bistro');

test('axe finds no violations on /menu', async ({ page, request }) => {
  await startWithTab(page, request, 'bistro', '14');
  await expect(dishCard(page, 'Baklava')).toBeVisible();
  const results = await axeChecks(page).analyze();
  expect(results.violations).toEqual([]);
});

test('axe finds no violations on /search with results', async ({ page }) => {
  await page.goto(`${bistro}/search`);
  const searchbox = page.getByRole('searchbox', { name: 'Search' });
  await searchbox.fill('salad');
  await searchbox.press('Enter');
  await expect(dishCard(page, 'Caesar Salad')).toBeVisible();
  const results = await axeChecks(page).analyze();
  expect(results.violations).toEqual([]);
});

test('axe finds no violations on /addCart, including its error state', async ({ page }) => {
  await page.goto(`${bistro}/menu`);
  await dishCard(page, 'Margherita Pizza').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Margherita Pizza' })).toBeVisible();
  expect((await axeChecks(page).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('radiogroup', { name: /Choose type/ })).toHaveAccessibleDescription('Required');
  expect((await axeChecks(page).analyze()).violations).toEqual([]);
});
