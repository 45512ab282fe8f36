import { expect, test } from '../support/test';
import { dishCard, venueOrigin } from '../support/menu';

const HARBOUR_UUID = '7ab01a00-0000-4000-8000-000000000002';

test('the table picked on the poolside landing is the one Open tab opens, without asking again', async ({ page }) => {
  const poolside = venueOrigin('poolside');
  await page.goto(`${poolside}/`);
  await page.getByRole('combobox', { name: 'Table number' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await page.getByRole('button', { name: 'View menu and order' }).click();
  await expect(page).toHaveURL(`${poolside}/menu`);

  await page.getByRole('region', { name: 'Your tab' }).getByRole('button', { name: 'Open tab' }).click();
  await expect(page).toHaveURL(`${poolside}/open-tab`);
  // The fixed table reads as text: nothing to open, focus or expand.
  await expect(page.getByRole('group', { name: 'Table number' })).toContainText('3');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Eleni');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Poolside');
  await page.getByRole('button', { name: 'Open tab' }).click();
  await expect(page).toHaveURL(`${poolside}/menu`);
  await expect(page.getByText('Table 3', { exact: true })).toBeVisible();
});

test('the table entered on /enter-table reaches the cart of a venue taking orders without a tab', async ({ page }) => {
  const harbour = venueOrigin('harbour');
  await page.goto(`${venueOrigin('bistro')}/enter-table/${HARBOUR_UUID}`);
  await page.getByRole('combobox', { name: 'Enter your table number' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await page.getByRole('link', { name: 'View menu and order' }).click();
  await expect(page).toHaveURL(`${harbour}/menu`);

  await dishCard(page, 'IPA').click();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('button', { name: 'Checkout, 1 item' }).click();
  await expect(page).toHaveURL(`${harbour}/cartopen`);
  await expect(page.getByRole('combobox', { name: 'Table' })).toHaveValue('3');
});
