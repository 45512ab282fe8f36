import { expect, test } from '../support/test';
import { layoutShift, watchLayoutShift } from './layout-helpers';
import { venueOrigin } from './menu-helpers';

test.use({ viewport: { width: 360, height: 740 } });

test("a hotel's page shows the hotel and its venues with the page itself, before any of the app's code has run", async ({ page }) => {
  // No script at all: what shows is what the server sent.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`${venueOrigin('grand-hotel')}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grand Hotel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our venues' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Grand Hotel Room Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Gallery Café' })).toBeVisible();
});

test("a venue's welcome shows its name with the page itself", async ({ page }) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`${venueOrigin('bistro')}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tabula Bistro' })).toBeVisible();
});

for (const { venue, heading, ready } of [
  { venue: 'grand-hotel', heading: 'Grand Hotel', ready: { role: 'link' as const, name: /Gallery Café/ } },
  { venue: 'bistro', heading: 'welcome', ready: { role: 'button' as const, name: 'Open new tab' } },
]) {
  test(`${venue}'s landing page takes the place of its first paint, with one heading and nothing moved`, async ({ page }) => {
    await watchLayoutShift(page);
    await page.goto(`${venueOrigin(venue)}/`);
    await expect(page.getByRole(ready.role, { name: ready.name })).toBeVisible();
    await expect(page.locator('#tabula-first-paint')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText([heading]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });
}
