import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeChecks } from '../support/axe';
import { clippedButtonLabels } from '../support/layout';
import { startWithTab, venueOrigin } from '../support/menu';

// The narrowest phones in use are 360 px wide, and Greek labels are the longest of the four languages.
test.use({ viewport: { width: 360, height: 740 } });

async function switchToGreek(page: Page) {
  await page.getByRole('combobox', { name: /language/i }).selectOption('Ελληνικά');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
}

test('at 360 px in Greek, the menu and its tab bar show every button label whole', async ({ page }) => {
  await page.goto(`${venueOrigin('bistro')}/menu`);
  await switchToGreek(page);
  await expect(page.getByRole('button', { name: 'Άνοιγμα λογαριασμού' })).toBeVisible();
  expect(await clippedButtonLabels(page)).toEqual([]);
});

test('at 360 px in Greek, the tab bar of an open tab shows every button label whole', async ({ page, request }) => {
  await startWithTab(page, request, 'bistro', '9');
  await switchToGreek(page);
  await expect(page.getByRole('button', { name: /Έξοδος από λογαριασμό/ })).toBeVisible();
  expect(await clippedButtonLabels(page)).toEqual([]);
  expect((await axeChecks(page).analyze()).violations).toEqual([]);
});
