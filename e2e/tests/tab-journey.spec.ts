import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const BISTRO = 'http://bistro.localhost:8080';

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a guest opens a tab at table 5, sees it in the tab bar, a friend joins it, and the guest exits', async ({ page, browser }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${BISTRO}/open-tab`);
  await page.getByRole('button', { name: 'Open tab' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter (First Name) (Last Name) (Table Number)');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await noHorizontalScroll(page);

  await page.getByRole('combobox', { name: 'Table number' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Maria');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Papas');
  await page.getByRole('button', { name: 'Open tab' }).click();

  await expect(page).toHaveURL(`${BISTRO}/menu`);
  await expect(page.getByText('Table 5', { exact: true })).toBeVisible();
  // Eight digits, shown in two groups of four to read out.
  const passwordText = await page.getByText(/^Password \d{4} \d{4}$/).textContent();
  const password = passwordText?.replace('Password ', '') ?? '';
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await noHorizontalScroll(page);

  // A second guest at the table joins with the password the first one reads out, typed as it is shown.
  const friend = await browser.newPage();
  await friend.goto(`${BISTRO}/join-tab`);
  await friend.getByRole('combobox', { name: 'Table number' }).click();
  await friend.getByRole('option', { name: '5', exact: true }).click();
  await friend.getByRole('textbox', { name: 'Password' }).pressSequentially(password);
  await expect(friend.getByRole('textbox', { name: 'Password' })).toHaveValue(password.replace(' ', ''));
  await friend.getByRole('button', { name: 'Join' }).click();
  await expect(friend).toHaveURL(`${BISTRO}/menu`);
  await expect(friend.getByText(`Password ${password}`)).toBeVisible();
  const [mine, theirs] = await Promise.all([page, friend].map((p) => p.evaluate(() => window.localStorage.getItem('tabId'))));
  expect(theirs).toBe(mine);
  await friend.close();

  await page.getByRole('button', { name: 'Exit tab' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to exit' });
  await expect(dialog).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Exit' }).click();

  await expect(page.getByRole('button', { name: 'Open tab' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join tab' })).toBeVisible();
  await expect(page.getByText('Table 5', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('tabId'))).toBe('empty');
});

test('a wrong password is refused with the spec text', async ({ page }) => {
  await page.goto(`${BISTRO}/join-tab?table=6`);
  // Digits only, eight at most: the letter and the ninth digit are refused.
  await page.getByRole('textbox', { name: 'Password' }).pressSequentially('12x3456789');
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('12345678');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('alert')).toHaveText("Table number or password don't match");
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
});
