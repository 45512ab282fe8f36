import { expect, test } from '../support/test';
import { layoutShift, watchLayoutShift } from '../support/layout';
import { venueOrigin } from '../support/menu';

test.use({ viewport: { width: 360, height: 740 } });

test("the venue's header shows with the page itself, before any of the app's code has run", async ({ page }) => {
  // No script at all: what shows is what the server sent.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`${venueOrigin('bistro')}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  await expect(page.getByText('Wood-fired pizza, Greek classics')).toBeVisible();
  const cover = await page.locator('#tabula-first-paint .tabula-fp-cover').boundingBox();
  expect(cover?.width).toBe(360);
  expect(cover?.height).toBeGreaterThanOrEqual(96);
});

test("the first category's dishes show with the page itself, and the menu's own take their place", async ({ page }) => {
  // Holding the remotes' code back: what shows meanwhile is what the server sent.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/localhost:8081\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${venueOrigin('bistro')}/menu`);
  const firstPaint = page.locator('#tabula-first-paint');
  await expect(firstPaint.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
  await expect(firstPaint.getByRole('listitem').first()).toContainText('Margherita Pizza');
  release();
  await expect(firstPaint).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Margherita Pizza/ })).toBeVisible();
});

test('the menu takes the place of its first paint, with one header and nothing moved', async ({ page }) => {
  await watchLayoutShift(page);
  await page.goto(`${venueOrigin('bistro')}/menu`);
  await expect(page.getByRole('button', { name: /Open tab/i })).toBeVisible();
  await expect(page.locator('#tabula-first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Tabula Bistro']);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
});

test("a tab bar that comes after the menu's code does not push the menu about", async ({ page }) => {
  // The tab bar's remote answers a second late, as a slow origin or a busy phone would.
  await page.route(/localhost:8082\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await watchLayoutShift(page);
  await page.goto(`${venueOrigin('bistro')}/menu`);
  await expect(page.getByRole('button', { name: /Open tab/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Tabula Bistro']);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
});
