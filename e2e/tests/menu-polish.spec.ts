import { expect, test } from '../support/test';
import { dishCard, venueOrigin, withoutPrimedData, withVenueChanged } from '../support/menu';

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

test("the first spinner turns in grey, not in the default pink, before the venue's colour is known", async ({ page }) => {
  // The venue answers only once the spinner has been looked at, so it turns before its colour is known
  // (a fixed delay raced the app's styles on a busy machine).
  await withoutPrimedData(page);
  let answerVenue = () => {};
  const venueHeld = new Promise<void>((resolve) => (answerVenue = resolve));
  await page.route('**/menu-details/', async (route) => {
    await venueHeld;
    await route.fallback();
  });
  await page.goto(`${bistro}/menu`);
  const spinner = page.getByRole('status', { name: 'Loading…' }).first();
  await expect(spinner).toBeVisible();
  // The colour it is drawn in: the ring's border, once the app's styles are in.
  const drawnIn = () => spinner.evaluate((element) => getComputedStyle(element, '::after').borderTopColor);
  await expect.poll(drawnIn).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  const channels = (await drawnIn()).match(/\d+/g)?.map(Number) ?? [];
  // A grey has its red, green and blue nearly equal; the default pink, darkened to rgb(194, 39, 78), is far from it.
  expect(Math.max(...channels) - Math.min(...channels), `the spinner is drawn in ${await drawnIn()}`).toBeLessThan(32);
  answerVenue();
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
});

test('the app has a favicon', async ({ page }) => {
  await page.goto(`${bistro}/menu`);
  const link = page.locator('link[rel="icon"]');
  await expect(link).toHaveAttribute('href', /\.svg$/);
  const response = await page.request.get(new URL((await link.getAttribute('href')) ?? '', 'http://localhost:8080').toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
});
