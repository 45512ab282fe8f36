import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addFromMenu, enterTestCard, expectAccessible, orderOnServer, placeOrder } from '../support/journey';
import { venueOrigin } from '../support/menu';
import { TEST_CARDS } from '../support/stripe-standin';

const HARBOUR = venueOrigin('harbour');
const BISTRO = venueOrigin('bistro');

async function chooseTable(page: Page, table: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Table' }).click();
  await page.getByRole('option', { name: table, exact: true }).click();
}

const orderTotal = (page: Page) => page.getByText('Order total (incl. VAT)').locator('xpath=following-sibling::*[1]');
const cartTotal = (page: Page) => page.getByText('Total', { exact: true }).locator('xpath=following-sibling::*[1]');

test("two windows of one order: the cart shows the server's order, says what changed elsewhere, and asks again before Place Order", async ({
  context,
  request,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(`${HARBOUR}/menu`);
  await expect.poll(() => first.evaluate(() => localStorage.getItem('orderId'))).toMatch(/^[0-9a-f-]{36}$/);
  await second.goto(`${HARBOUR}/menu`);
  const orderId = (await first.evaluate(() => localStorage.getItem('orderId'))) ?? '';
  expect(await second.evaluate(() => localStorage.getItem('orderId'))).toBe(orderId);

  // An IPA in the first window, Nachos in the second: the second window's own lines know only the Nachos.
  await addFromMenu(first, 'IPA');
  await addFromMenu(second, 'Nachos');
  await second.getByRole('button', { name: /Checkout/ }).click();

  await expect(second.getByRole('alert')).toHaveText(/Your order changed: 1 × IPA added\./);
  await expect(second.getByText('1 × IPA', { exact: true })).toBeVisible();
  await expect(second.getByText('1 × Nachos', { exact: true })).toBeVisible();
  await expect(cartTotal(second)).toHaveText('€13.00');
  await chooseTable(second, '3');
  // Place Order waits for the guest to go on with the order as it is now.
  await expect(second.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await expectAccessible(second);
  await second.getByRole('button', { name: 'Continue with this order' }).click();
  await expect(second.getByText(/Your order changed/)).toHaveCount(0);

  // Meanwhile the first window adds another IPA: Place Order reads the order again first, and asks again.
  await addFromMenu(first, 'IPA');
  await placeOrder(second);
  await expect(second.getByRole('alert')).toHaveText(/Your order changed: 1 × IPA added\./);
  await expect(cartTotal(second)).toHaveText('€19.50');
  expect(await orderOnServer(request, orderId, 'harbour')).toMatchObject({ status: 0 });

  await second.getByRole('button', { name: 'Continue with this order' }).click();
  await placeOrder(second);
  await expect(second).toHaveURL(/\/order$/);
  expect(await orderOnServer(request, orderId, 'harbour')).toMatchObject({ status: 2, order_price: 19.5 });
});

test('the cart reads the order again when the guest comes back to its window', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(`${HARBOUR}/menu`);
  await expect.poll(() => first.evaluate(() => localStorage.getItem('orderId'))).toMatch(/^[0-9a-f-]{36}$/);
  await second.goto(`${HARBOUR}/menu`);
  await addFromMenu(second, 'Nachos');
  await second.getByRole('button', { name: /Checkout/ }).click();
  await expect(cartTotal(second)).toHaveText('€6.50');

  await addFromMenu(first, 'IPA');
  // The guest switches back to the second window: it gets the focus again.
  await second.bringToFront();
  await second.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
  await expect(second.getByRole('alert')).toHaveText(/Your order changed: 1 × IPA added\./);
  await expect(cartTotal(second)).toHaveText('€13.00');
});

test('a card payment charges only the total the card screen showed: a dish added elsewhere stops Pay until the guest has seen it', async ({
  context,
  request,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(`${BISTRO}/menu`);
  await expect.poll(() => first.evaluate(() => localStorage.getItem('orderId'))).toMatch(/^[0-9a-f-]{36}$/);
  await second.goto(`${BISTRO}/menu`);
  const orderId = (await first.evaluate(() => localStorage.getItem('orderId'))) ?? '';

  // Bistro without a tab: order and pay now, by card.
  await addFromMenu(second, 'Greek Salad');
  await second.getByRole('button', { name: /Checkout/ }).click();
  await chooseTable(second, '5');
  await placeOrder(second);
  await expect(second.getByRole('heading', { name: 'Payment information' })).toBeVisible();
  await expect(orderTotal(second)).toHaveText('€7.50');

  await addFromMenu(first, 'Greek Salad');
  await enterTestCard(second, TEST_CARDS.succeeds);
  await second.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(second.getByRole('alert')).toHaveText(/Your order changed: 1 × Greek Salad added\./);
  await expect(orderTotal(second)).toHaveText('€15.00');
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 0, is_paid: false });
  await expect(second.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
  await expectAccessible(second);

  await second.getByRole('button', { name: 'Continue with this order' }).click();
  await second.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(second).toHaveURL(/\/order$/);
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 2, is_paid: true, order_price: 15 });
});
