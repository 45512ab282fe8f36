import { expect, test } from '../support/test';
import { DEMO_STAY_DAYS, dayFrom } from '../support/hotel';
import { venueOrigin } from '../support/menu';

const isoDay = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

test("a hotel guest's room does not become the table at the hotel's poolside bar, where they open a tab at a table", async ({
  page,
  request,
}) => {
  // Node cannot resolve *.localhost as Chromium does: the API is asked on localhost, naming the venue.
  const headers = { 'x-venue-slug': 'room-service' };
  const roomService = (await (await request.get('http://localhost:8080/details-slim/', { headers })).json()) as { uuid: string };
  const login = await request.post('http://localhost:8080/api/venue/customer-guest-session/', {
    headers: { ...headers, venue_uuid: roomService.uuid },
    data: { surname: 'Papadopoulos', room_number: '204', checkout_date: isoDay(dayFrom(DEMO_STAY_DAYS)), table_number: '' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const session = ((await login.json()) as { guest_account: { guest_session_uuid: string } }).guest_account.guest_session_uuid;

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
