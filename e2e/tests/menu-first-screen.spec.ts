import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { startWithTab, venueOrigin } from '../support/menu';

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** The guest's language is stored under the spec's key: a reload opens the menu in it. */
async function openMenuIn(page: Page, language: string) {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'gr' ? 'el' : language);
}

/** The first dish card lies wholly inside the first screen, before any scrolling. */
async function expectFirstDishOnFirstScreen(page: Page) {
  const dish = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first()
    .getByRole('listitem')
    .first();
  await expect(dish).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await dish.boundingBox();
  const screen = page.viewportSize();
  expect(box && screen && box.y + box.height).toBeLessThanOrEqual(screen?.height ?? 0);
}

for (const phone of PHONES) {
  test.describe(`at ${phone.width} px`, () => {
    test.use({ viewport: phone });

    for (const language of ['en', 'es', 'gr', 'fr']) {
      test(`in ${language}, the bistro's first dish shows on the menu's first screen`, async ({ page }) => {
        await page.goto(`${venueOrigin('bistro')}/menu`);
        await openMenuIn(page, language);
        await expectFirstDishOnFirstScreen(page);
      });
    }

    test("in Greek with a tab open, the first dish shows on the menu's first screen", async ({ page, request }) => {
      await startWithTab(page, request, 'bistro', '4');
      await openMenuIn(page, 'gr');
      await expect(page.getByRole('button', { name: /Έξοδος από λογαριασμό/ })).toBeVisible();
      await expectFirstDishOnFirstScreen(page);
    });
  });
}
