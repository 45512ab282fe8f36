import { expect, test } from '../support/test';

// A shell file that cannot be fetched (a flaky connection, a half-finished deploy) must not leave
// the guest looking at a blank page.
test("the shell's libraries failing to download show a message instead of a blank page", async ({ page }) => {
  await page.route(/\/libraries\.[0-9a-f]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/menu');
  await expect(page.getByRole('alert')).toHaveText('Tabula could not load. Check your connection and reload the page.');
  // Nothing lies over the message: the menu's first paint went with the failure.
  await expect(page.locator('#tabula-first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Tabula Bistro' })).toHaveCount(0);
});
