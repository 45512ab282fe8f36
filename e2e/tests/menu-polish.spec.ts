import { expect, test } from '@playwright/test';
import { dishCard, venueOrigin, withVenueChanged } from './menu-helpers';

const bistro = venueOrigin('bistro');

test("Enter in an empty search box finds nothing to report; a search that misses says 'No items found'", async ({ page }) => {
  await page.goto(`${bistro}/search`);
  const searchbox = page.getByRole('searchbox', { name: 'Search' });
  await searchbox.press('Enter');
  await expect(page.getByText('no items found', { exact: false })).toHaveCount(0);
  await searchbox.fill('sushi');
  await searchbox.press('Enter');
  // The spec's words, shown with a capital as a sentence starts.
  await expect(page.getByText('no items found')).toHaveText('No items found', { useInnerText: true });
});

test("a closed venue's menu says once that it is not accepting orders", async ({ page }) => {
  await page.goto(`${venueOrigin('closed')}/menu`);
  await expect(page).toHaveURL(/\/menu\?type=view$/);
  await expect(dishCard(page, 'Souvlaki')).toBeVisible();
  await expect(page.getByText(/venue currently not accepting orders/i)).toHaveCount(1);
});

test('in view mode the menu offers My Orders but no Get bill or Call server', async ({ page }) => {
  await page.goto(`${bistro}/menu?type=view`);
  await expect(page.getByRole('button', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get bill' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Call server' })).toHaveCount(0);
});

test('an out-of-stock dish shows its screen with nothing to change and nothing to add', async ({ page }) => {
  await page.goto(`${bistro}/menu`);
  await dishCard(page, 'Moussaka').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moussaka' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to order' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Leave a note' })).toBeDisabled();
});

test("a venue logo that does not load gives way to the venue's initials", async ({ page }) => {
  await withVenueChanged(page, 'bistro', { logo: `${bistro}/no-such-logo.png` });
  await page.goto(`${bistro}/menu`);
  await expect(page.getByRole('img', { name: 'Tabula Bistro logo' })).toHaveText('TB');
});

test('the app has a favicon, and its first spinner is not pink', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  // The venue answers late, so the first spinner turns before its colour is known.
  await page.route('**/menu-details/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await page.goto(`${bistro}/menu`);
  const spinner = page.getByRole('status', { name: 'Loading…' }).first();
  await expect(spinner).toBeVisible();
  const loaderColour = () => spinner.evaluate((element) => getComputedStyle(element).getPropertyValue('--loader-color').trim());
  // The theme's colour variables arrive with the first styles; until then the variable is unset.
  await expect.poll(loaderColour).toMatch(/^#[0-9a-f]{6}$/i);
  const colour = await loaderColour();
  // A grey has its red, green and blue nearly equal; the default pink (#c2274e, darkened) is far from it.
  const channels = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  expect(Math.max(...channels) - Math.min(...channels)).toBeLessThan(32);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const response = await page.request.get(new URL(icon ?? '', 'http://localhost:8080').toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(missing).toEqual([]);
});
