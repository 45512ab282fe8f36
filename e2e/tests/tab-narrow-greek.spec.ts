import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { clippedButtonLabels } from '../support/layout';
import { startWithTab, venueOrigin } from '../support/menu';

const BISTRO = venueOrigin('bistro');

async function inGreek(page: Page) {
  await page.goto(`${BISTRO}/menu`);
  await page.evaluate(() => localStorage.setItem('language', 'gr'));
}

const tabBar = (page: Page) => page.getByRole('region', { name: 'Ο λογαριασμός σας' });

// Its buttons are 44 px targets (WCAG 2.5.5, the kernel's theme): one row of them is at most 62 px tall with the bar's padding.
const height = async (page: Page) => (await tabBar(page).boundingBox())?.height ?? Number.POSITIVE_INFINITY;

for (const width of [360, 390]) {
  test.describe(`in Greek at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('the open-tab form shows its Open tab button whole', async ({ page }) => {
      await inGreek(page);
      await page.goto(`${BISTRO}/open-tab`);
      await expect(page.getByRole('button', { name: 'Άνοιγμα λογαριασμού' })).toBeVisible();
      expect(await clippedButtonLabels(page)).toEqual([]);
    });

    test('the tab bar without a tab is one row of whole labels', async ({ page }) => {
      await inGreek(page);
      await page.reload();
      await expect(tabBar(page).getByRole('button', { name: 'Άνοιγμα λογαριασμού' })).toBeVisible();
      expect(await clippedButtonLabels(page)).toEqual([]);
      expect(await height(page)).toBeLessThanOrEqual(62);
    });

    test('the tab bar of an open tab takes at most two short rows', async ({ page, request }) => {
      await inGreek(page);
      await startWithTab(page, request, 'bistro', '8');
      await expect(tabBar(page).getByRole('button', { name: 'Έξοδος από λογαριασμό' })).toBeVisible();
      // Measured with its longest text: the eight-digit password in two groups.
      await expect(tabBar(page).getByText(/^Κωδικός \d{4} \d{4}$/)).toBeVisible();
      expect(await clippedButtonLabels(page)).toEqual([]);
      expect(await height(page)).toBeLessThanOrEqual(90);
      expect((await new AxeBuilder({ page }).include('section').analyze()).violations).toEqual([]);
    });
  });
}
