import { expect, test } from '../support/test';
import { openTabByApi, venueOrigin } from '../support/menu';

test('after opening a tab, Back does not return to the open-tab form, where a second tab would be opened', async ({ page }) => {
  const bistro = venueOrigin('bistro');
  await page.goto(`${bistro}/menu`);
  await page.getByRole('region', { name: 'Your tab' }).getByRole('button', { name: 'Open tab' }).click();
  await page.getByRole('combobox', { name: 'Table number' }).click();
  await page.getByRole('option', { name: '8', exact: true }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Back');
  await page.getByRole('button', { name: 'Open tab' }).click();
  await expect(page.getByText('Table 8', { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`${bistro}/menu`);
  await expect(page.getByRole('heading', { name: 'Open tab' })).toHaveCount(0);
  await expect(page.getByText('Table 8', { exact: true })).toBeVisible();
});

test('after joining a tab, Back does not return to the join-tab form', async ({ page, request }) => {
  const bistro = venueOrigin('bistro');
  const { tab_password: password } = await openTabByApi(request, 'bistro', '9');

  await page.goto(`${bistro}/menu`);
  await page.getByRole('region', { name: 'Your tab' }).getByRole('button', { name: 'Join tab' }).click();
  await page.getByRole('combobox', { name: 'Table number' }).click();
  await page.getByRole('option', { name: '9', exact: true }).click();
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Table 9', { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`${bistro}/menu`);
  await expect(page.getByRole('heading', { name: 'Join tab' })).toHaveCount(0);
});
