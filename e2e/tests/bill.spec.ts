import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addFromMenu, enterTestCard, expectAccessible, openTab, placeOrder } from '../support/journey';
import { TEST_CARDS } from '../support/stripe-standin';

/** Puts what is in the cart on the tab ('Add to tab', the default with a tab) and comes back to the menu. */
async function addToTab(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Checkout/ }).click();
  await expect(page.getByRole('radio', { name: 'Add to tab' })).toBeChecked();
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order$/);
  await page.getByRole('button', { name: 'View menu' }).click();
  await expect(page).toHaveURL(/\/menu/);
}

/** Get bill on the menu opens the table's bill. */
async function openBill(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Get bill' }).click();
  await expect(page).toHaveURL(/\/bill$/);
  await expect(page.getByRole('heading', { name: 'Your bill' })).toBeVisible();
}

/** The bill's Balance due line reads `amount`. */
async function expectBalance(page: Page, amount: string): Promise<void> {
  // The bill is read again every 3 s: another member's payment shows within a few seconds.
  await expect(page.getByText('Balance due', { exact: true }).locator('..')).toContainText(amount, { timeout: 10_000 });
}

async function payByCard(page: Page, card: string): Promise<void> {
  await enterTestCard(page, card);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('two members of one tab settle its bill: half by Split equally, the rest by Pay the bill, and both read Paid in full', async ({
  browser,
  page,
}) => {
  test.slow();
  await openTab(page, '16');
  await addFromMenu(page, 'Greek Salad');
  await addToTab(page);
  const tabLink = await page.evaluate(() => localStorage.getItem('tabLink'));
  expect(tabLink).toBeTruthy();

  // A friend follows the tab's link on their own phone and orders too.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(tabLink ?? '');
  await expect(friend).toHaveURL(/\/menu/);
  await addFromMenu(friend, 'Caesar Salad');
  await addToTab(friend);

  await openBill(page);
  await openBill(friend);
  // 7.50 and 8.00: both see the whole table's bill, who ordered what, and the same balance.
  await expectBalance(page, '€15.50');
  await expectBalance(friend, '€15.50');
  await expect(friend.getByText('Ordered by Ann')).toBeVisible();
  await expectAccessible(friend);

  await page.getByRole('radio', { name: 'Split equally' }).check();
  await expect(page.getByRole('textbox', { name: 'Number of people' })).toHaveValue('2');
  await expect(page.getByText('You pay', { exact: true }).locator('..')).toContainText('€7.75');
  await payByCard(page, TEST_CARDS.succeeds);
  await expect(page.getByText('Thank you! €7.75 paid.')).toBeVisible();
  await expectBalance(page, '€7.75');

  // The friend's screen follows by itself, and they pay the rest.
  await expectBalance(friend, '€7.75');
  await friend.getByRole('radio', { name: 'Pay the bill' }).check();
  await payByCard(friend, TEST_CARDS.succeeds);
  await expect(friend.getByRole('heading', { name: 'Paid in full' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paid in full' })).toBeVisible({ timeout: 10_000 });
  await friendContext.close();
});

test('Pay for my items pays the lines picked, and a declined card leaves the balance as it was', async ({ page }) => {
  test.slow();
  await openTab(page, '17');
  await addFromMenu(page, 'Greek Salad');
  await addFromMenu(page, 'Caesar Salad');
  // The menu selector's label takes the tap, as a guest's finger does.
  await page.getByRole('group', { name: 'Menus' }).getByText('Drinks', { exact: true }).click();
  await addFromMenu(page, 'Lemonade');
  await addToTab(page);
  await openBill(page);
  // 7.50 + 3.00 + 8.00
  await expectBalance(page, '€18.50');

  await page.getByRole('radio', { name: 'Pay for my items' }).check();
  await page.getByRole('checkbox', { name: /Greek Salad/ }).check();
  await page.getByRole('checkbox', { name: /Lemonade/ }).check();
  await expect(page.getByText('You pay', { exact: true }).locator('..')).toContainText('€10.50');
  await expectAccessible(page);

  await payByCard(page, TEST_CARDS.declined);
  await expect(page.getByText(/Your card was declined/)).toBeVisible();
  await page.reload();
  await expectBalance(page, '€18.50');

  await page.getByRole('radio', { name: 'Pay for my items' }).check();
  await page.getByRole('checkbox', { name: /Greek Salad/ }).check();
  await page.getByRole('checkbox', { name: /Lemonade/ }).check();
  await payByCard(page, TEST_CARDS.succeeds);
  await expect(page.getByText('Thank you! €10.50 paid.')).toBeVisible();
  await expectBalance(page, '€8.00');
  // The lines paid for cannot be picked again; the one left can.
  await page.getByRole('radio', { name: 'Pay for my items' }).check();
  await expect(page.getByRole('checkbox', { name: /Greek Salad/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /Caesar Salad/ })).toBeVisible();
});
