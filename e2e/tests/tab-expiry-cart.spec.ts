import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addFromMenu, BISTRO, currentOrderId } from '../support/journey';
import { startWithTab } from '../support/menu';

/**
 * The tab expires while the guest's cart is open. The API's database is out of reach here, so the tab's
 * expiry is the API's answers for it, as tab-expiry.spec.ts gives them: the order's details and the tab check
 * answer 403 'Your Tab has expired'. Everything else (the new order, the copied dishes, the new tab) is the API's.
 */
async function expireTab(page: Page, orderId: string) {
  const expired = { status: 403, json: { message: 'Your Tab has expired', code: 'tab_expired' } };
  await page.route(new RegExp(`/api/order/${orderId}/details/`), (route) => route.fulfill(expired));
  await page.route(/\/api\/tab\/[^/]+\/check\//, (route) => route.fulfill(expired));
}

test('tab expired under the open cart: says so, keeps the table and the dishes for the next tab', async ({ page, request }) => {
  await startWithTab(page, request, 'bistro', '12');
  await addFromMenu(page, 'Greek Salad');
  await page.goto(`${BISTRO}/cartopen`);
  await expect(page.getByText('1 × Greek Salad')).toBeVisible();

  await expireTab(page, await currentOrderId(page));
  // The guest comes back to the idle cart: it reads the order again.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  const dialog = page.getByRole('dialog', { name: 'Your Tab has expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your items are kept: you will find them in your next order.');
  await expect(page.getByText(/Your order changed/)).toHaveCount(0);

  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${BISTRO}/`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('table_number'))).toBe('12');

  // The next tab opens at the same table, and its order holds the salad again.
  await page.getByRole('button', { name: 'Open new tab' }).click();
  // The table is the one the guest sat at, fixed: the form does not ask for it again.
  await expect(page.getByRole('group', { name: 'Table number' })).toContainText('12');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await page.getByRole('button', { name: 'Open tab' }).click();
  await expect(page).toHaveURL(/\/menu/);
  await page.goto(`${BISTRO}/cartopen`);
  await expect(page.getByText('1 × Greek Salad')).toBeVisible();
  await expect(page.getByText(/Your order changed/)).toHaveCount(0);
});
