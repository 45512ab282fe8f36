import { expect, test } from '../support/test';
import { dishCard, venueOrigin } from '../support/menu';

test('after adding a dish found by search, Back returns to the search, not to the dish screen to add it again', async ({ page }) => {
  const harbour = venueOrigin('harbour');
  await page.goto(`${harbour}/menu`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const searchbox = page.getByRole('searchbox', { name: 'Search' });
  await searchbox.fill('nachos');
  await searchbox.press('Enter');
  await dishCard(page, 'Nachos').click();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page).toHaveURL(`${harbour}/menu`);
  await expect(page.getByRole('button', { name: 'Checkout, 1 item' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`${harbour}/search`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('nachos');
  await expect(page.getByRole('button', { name: 'Add to order' })).toHaveCount(0);
});
