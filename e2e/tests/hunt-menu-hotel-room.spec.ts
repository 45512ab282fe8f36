import { expect, test } from '../support/test';
import { logInByApi } from '../support/hotel';
import { venueOrigin } from '../support/menu';

test("a hotel guest's room does not become the table at the hotel's poolside bar, where they open a tab at a table", async ({
  page,
  request,
}) => {
  const session = await logInByApi(request);

  const poolside = venueOrigin('poolside');
  await page.goto(`${poolside}/menu?sessionid=${session}&room_no=204`);
  await page.getByRole('region', { name: 'Your tab' }).getByRole('button', { name: 'Open tab' }).click();
  await expect(page).toHaveURL(`${poolside}/open-tab`);
  const table = page.getByRole('combobox', { name: 'Table number' });
  await expect(table).toHaveValue('');
  await table.click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Eleni');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Papadopoulos');
  await page.getByRole('button', { name: 'Open tab' }).click();
  await expect(page).toHaveURL(`${poolside}/menu`);
  await expect(page.getByText('Table 5', { exact: true })).toBeVisible();
});
