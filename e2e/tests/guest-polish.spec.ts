import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { venueOrigin } from '../support/menu';

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

test('at poolside, /login without a table asks for one, and axe finds nothing on the form', async ({ page }) => {
  await page.goto(`${venueOrigin('poolside')}/login`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Field is required')).toHaveCount(3);
  await expect(page.getByRole('combobox', { name: 'Table number' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});
