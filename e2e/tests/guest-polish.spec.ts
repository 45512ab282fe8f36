import { expect, test } from '../support/test';
import { venueOrigin } from './menu-helpers';

test.use({ viewport: { width: 360, height: 740 } });

test("the language choice sits above the cover picture, not over the venue's name on it", async ({ page }) => {
  await page.goto(`${venueOrigin('bistro')}/menu`);
  const language = page.getByRole('combobox', { name: /language/i });
  await expect(language).toBeVisible();
  const cover = await page.locator('header img[alt=""]').first().boundingBox();
  const pill = await language.boundingBox();
  expect(cover && pill).toBeTruthy();
  if (!cover || !pill) return;
  expect(pill.y + pill.height).toBeLessThanOrEqual(cover.y);
});
