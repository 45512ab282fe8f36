import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { DEMO_STAY_DAYS, pickCheckOut } from '../support/hotel';

const GRAND_HOTEL = 'http://grand-hotel.localhost:8080';
const ROOM_SERVICE = 'http://room-service.localhost:8080';
const STAY_NOT_FOUND = 'We could not find a stay with these details. Check your surname, room number and check-out date.';

test("the hotel's landing page lists its venues, each on its own site", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${GRAND_HOTEL}/`);
  // The first paint already shows the cards as links: wait for the app's own page, which the checks below are about.
  await expect(page.locator('#tabula-first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Grand Hotel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Grand Hotel Room Service' })).toHaveAttribute('href', `${ROOM_SERVICE}/menu`);
  await expect(page.getByRole('link', { name: 'Open Gallery Café' })).toHaveAttribute(
    'href',
    'http://gallery.localhost:8080/menu?type=view',
  );
  const pool = page.getByRole('link', { name: 'Open Poolside Bar' });
  await expect(pool).toHaveAttribute('href', 'http://poolside.localhost:8080/open-tab');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await pool.click();
  await expect(page).toHaveURL('http://poolside.localhost:8080/open-tab');
  await expect(page.getByRole('button', { name: 'Open tab' })).toBeVisible();
});

test('the demo guest logs in at room service and orders to room 204', async ({ page }) => {
  await page.goto(`${ROOM_SERVICE}/`);
  // Room service needs a hotel guest: the landing page sends a guest without a session to the login.
  await expect(page).toHaveURL(/\/login\/\?table_number=&sessionid=$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Field is required')).toHaveCount(2);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.getByRole('textbox', { name: 'Surname' }).fill('Nobody');
  await page.getByRole('textbox', { name: 'Room number' }).fill('204');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(STAY_NOT_FOUND);

  // The right guest with another check-out date than the hotel's is refused too: the login proves the stay.
  await page.getByRole('textbox', { name: 'Surname' }).fill('Papadopoulos');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(STAY_NOT_FOUND);

  await pickCheckOut(page, DEMO_STAY_DAYS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${ROOM_SERVICE}/menu`);
  await expect(page.getByText('Room 204', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exit tab' })).toHaveCount(0);
  const session = await page.evaluate(() => window.localStorage.getItem('sessionId'));
  expect(session).toMatch(/^[0-9a-f-]{36}$/);
  const cookies = await page.context().cookies(ROOM_SERVICE);
  expect(cookies.find((cookie) => cookie.name === 'session')?.value).toBe(session);
});

test('a hotel guest asks for the session link by e-mail', async ({ page }) => {
  await page.goto(`${ROOM_SERVICE}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill('papadopoulos@example.com');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page).toHaveURL(`${ROOM_SERVICE}/email-confirmation`);
  await expect(page.getByRole('heading', { name: 'We have sent you an email with your session link' })).toBeVisible();
  await expect(page.getByText('papadopoulos@example.com')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});
