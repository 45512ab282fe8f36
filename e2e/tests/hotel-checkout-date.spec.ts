import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { checkOutField, dayFrom, dayLabel, ddmmyyyy, DEMO_STAY_DAYS } from '../support/hotel';

const ROOM_SERVICE = 'http://room-service.localhost:8080';
const POOLSIDE = 'http://poolside.localhost:8080';

const GREEK_MONTHS =
  'Ιανουάριος Φεβρουάριος Μάρτιος Απρίλιος Μάιος Ιούνιος Ιούλιος Αύγουστος Σεπτέμβριος Οκτώβριος Νοέμβριος Δεκέμβριος'.split(' ');

test('the check-out date reads dd/MM/yyyy, starts at tomorrow, refuses earlier days, and the picked day logs the guest in', async ({
  page,
}) => {
  await page.goto(`${ROOM_SERVICE}/login`);
  const field = checkOutField(page);
  await expect(field).toHaveText(ddmmyyyy(dayFrom(1)));
  await expect(page.locator('input[type="date"]')).toHaveCount(0);

  await field.click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('button', { name: dayLabel(dayFrom(1)), exact: true })).toBeEnabled();
  await expect(calendar.getByRole('button', { name: dayLabel(dayFrom(0)), exact: true })).toBeDisabled();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);

  const checkOut = dayFrom(DEMO_STAY_DAYS);
  if (checkOut.getMonth() !== dayFrom(1).getMonth()) await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: dayLabel(checkOut), exact: true }).click();
  await expect(field).toHaveText(ddmmyyyy(checkOut));

  await page.getByRole('textbox', { name: 'Surname' }).fill('Papadopoulos');
  await page.getByRole('textbox', { name: 'Room number' }).fill('204');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${ROOM_SERVICE}/menu`);
  await expect(page.getByText('Room 204', { exact: true })).toBeVisible();
});

test("the calendar speaks the guest's language", async ({ page }) => {
  await page.goto(`${POOLSIDE}/login`);
  await page.evaluate(() => localStorage.setItem('language', 'gr'));
  await page.reload();
  const field = checkOutField(page, /Ημερομηνία αναχώρησης/);
  await expect(field).toHaveText(ddmmyyyy(dayFrom(1)));
  await field.click();
  const calendar = page.getByRole('dialog');
  const tomorrow = dayFrom(1);
  await expect(
    calendar.getByRole('button', { name: `${GREEK_MONTHS[tomorrow.getMonth()]} ${tomorrow.getFullYear()}`, exact: true }),
  ).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Επόμενος μήνας' })).toBeVisible();
});
