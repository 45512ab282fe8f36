import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addFromMenu, currentOrderId, openTab, orderOnServer, reviewOrder } from '../support/journey';
import { TEST_CARDS, serveStripeStandIn } from '../support/stripe-standin';

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The guest reads the cart to its end first: until then Place Order only scrolls. */
async function placeOrder(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Place Order' }).click();
}

/** Places the cart's order (on the tab: cash) and has the venue decide once it is submitted. */
async function reviewOrderWhenSubmitted(page: Page, request: APIRequestContext, orderId: string, status: 3 | 4) {
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order$/);
  await reviewOrder(request, orderId, status);
}

test('a cash order on a tab goes from the cart to the order screen and, once accepted, into My Orders', async ({ page, request }) => {
  // Five screens and four axe runs: on a busy two-core machine this passes 45 s.
  test.slow();
  await openTab(page, '6');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();

  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expect(page.getByText('1 × Greek Salad')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Add to tab' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Table' })).toContainText('6');
  await expect(page.getByRole('combobox', { name: 'Table' })).toHaveCount(0);
  await expectAccessible(page);
  const orderId = await currentOrderId(page);
  await placeOrder(page);

  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText('Your order has been sent, waiting for the venue to accept it.')).toBeVisible();
  // The shell hands the screen mfe_tab's tab bar; it shows the tab once loaded.
  await expect(page.getByRole('button', { name: 'Exit tab' })).toBeVisible();
  await expectAccessible(page);
  await reviewOrder(request, orderId, 3);
  await expect(page.getByRole('heading', { name: 'Order confirmed!' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'View menu' }).click();
  await expect(page).toHaveURL(/\/menu/);
  await page.getByRole('button', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: '(Accepted)' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Not Paid');
  await expectAccessible(page);

  await row.getByRole('button').click();
  await expect(page).toHaveURL(/\/order-detail/);
  await expect(page.getByText('1 × Greek Salad')).toBeVisible();
  await expect(page.getByText('Total (incl. VAT)').locator('xpath=following-sibling::*[1]')).toHaveText('€7.50');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add items to new order' }).click();
  await expect(page).toHaveURL(/\/menu/);
  await page.getByRole('button', { name: /Checkout/ }).click();
  await expect(page.getByText('1 × Greek Salad')).toBeVisible();
});

test('a declined order shows the decline screen, and Back to the menu leads there', async ({ page, request }) => {
  await openTab(page, '7');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  const orderId = await currentOrderId(page);
  await reviewOrderWhenSubmitted(page, request, orderId, 4);

  await expect(page).toHaveURL(/\/orderdecline$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Order declined' })).toBeVisible();
  await expect(
    page.getByText('Looks like the kitchen declined your order, for more information please speak to the manager'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to the menu' }).click();
  await expect(page).toHaveURL(/\/menu/);
});

test('a card payment is refused for a declined card, then goes through and the order waits for the venue', async ({ page, request }) => {
  await serveStripeStandIn(page);
  await openTab(page, '9');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();

  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await page.getByRole('radio', { name: 'Pay now' }).check();
  await page.getByRole('button', { name: '€2.00' }).click();
  await expect(page.getByText('Total', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('€9.50');
  const orderId = await currentOrderId(page);
  await placeOrder(page);

  await expect(page.getByRole('heading', { name: 'Payment information' })).toBeVisible();
  await expect(page.getByText('Order total (incl. VAT)').locator('xpath=following-sibling::*[1]')).toHaveText('€9.50');
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeDisabled();
  await expect(page.getByRole('button', { name: /Google Pay/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.declined);
  await page.getByRole('textbox', { name: 'Expiration date MM / YY' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'Email for receipt (optional)' }).fill('ann@example');
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(pay).toBeDisabled();
  await page.getByRole('textbox', { name: 'Email for receipt (optional)' }).fill('ann@example.com');
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText('Payment failed: Your card was declined.');

  await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.succeeds);
  await pay.click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText('Your order has been sent, waiting for the venue to accept it.')).toBeVisible();
  const paid = await orderOnServer(request, orderId);
  expect(paid).toMatchObject({ status: 2, is_paid: true, payment_method: 'card', tip_amount: 2 });
});

test('a device with a wallet pays with it from the card payment screen', async ({ page, request }) => {
  await serveStripeStandIn(page, { wallet: true });
  await openTab(page, '10');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await page.getByRole('radio', { name: 'Pay now' }).check();
  const orderId = await currentOrderId(page);
  await placeOrder(page);

  await expect(page.getByRole('heading', { name: 'Payment information' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with Google Pay' }).click();
  await expect(page).toHaveURL(/\/order$/);
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 2, is_paid: true, payment_method: 'google_pay' });
});
