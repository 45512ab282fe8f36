import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  addFromMenu,
  expectAccessible,
  countCheckouts,
  currentOrderId,
  enterTestCard,
  openTab,
  orderOnServer,
  placeOrder,
  pressThriceInOneTick,
} from '../support/journey';
import { TEST_CARDS, reportStripeConfigured, serveStripeStandIn, walletRequests } from '../support/stripe-standin';

/** A guest with a tab at the table, a Greek Salad in the cart, paying now by card with a €1 tip. */
async function toCardPayment(page: Page, table: string): Promise<string> {
  await openTab(page, table);
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await page.getByRole('radio', { name: 'Pay now' }).check();
  await page.getByRole('button', { name: '€1.00' }).click();
  const orderId = await currentOrderId(page);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Payment information' })).toBeVisible();
  return orderId;
}

test('with no Stripe configured, a guest pays by card in test mode: 4000 0000 0000 0002 is declined, 4242 4242 4242 4242 goes through', async ({
  page,
  request,
}) => {
  const orderId = await toCardPayment(page, '14');

  await expect(page.getByText('Test payment')).toBeVisible();
  await expect(page.getByText(/No money is taken/)).toBeVisible();
  await expect(page.getByText('Network error. Check your connection and try again.')).toHaveCount(0);
  await expect(page.getByText('Order total (incl. VAT)').locator('xpath=following-sibling::*[1]')).toHaveText('€8.50');
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeDisabled();
  await expectAccessible(page);

  await enterTestCard(page, TEST_CARDS.declined);
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText('Payment failed: Your card was declined.');
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 0, is_paid: false });

  await enterTestCard(page, TEST_CARDS.succeeds);
  await pay.click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText('Your order has been sent, waiting for the venue to accept it.')).toBeVisible();
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 2, is_paid: true, payment_method: 'card', tip_amount: 1 });
});

test('when Stripe.js cannot be loaded, the guest is told card payment is unavailable and pays another way, keeping the cart', async ({
  page,
  request,
}) => {
  await reportStripeConfigured(page);
  await page.route('https://js.stripe.com/**', (route) => route.abort());
  await openTab(page, '15');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await page.getByRole('textbox', { name: 'Leave a note for the server' }).fill('no onions');
  await page.getByRole('radio', { name: 'Pay now' }).check();
  const orderId = await currentOrderId(page);
  await placeOrder(page);

  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Card payment is unavailable right now.');
  await expect(notice).toContainText('You can still pay another way:');
  await expect(page.getByText('Network error. Check your connection and try again.')).toHaveCount(0);
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Add to tab' }).click();

  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expect(page.getByText('1 × Greek Salad')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Leave a note for the server' })).toHaveValue('no onions');
  await expect(page.getByRole('radio', { name: 'Add to tab' })).toBeChecked();
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order$/);
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 2, payment_method: 'cash', note: 'no onions' });
});

test('three presses of Pay in one tick send one payment, and the guest cannot go back while it is in flight', async ({ page }) => {
  const orderId = await toCardPayment(page, '16');
  await enterTestCard(page, TEST_CARDS.succeeds);
  const checkouts = countCheckouts(page);
  // The simulator takes its time, as a card network can.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payments/simulator/confirm', async (route) => {
    await held;
    await route.continue();
  });

  await pressThriceInOneTick(page, 'Pay');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/order$/);
  expect(checkouts()).toBe(1);
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
});

test('three presses of Place Order in one tick send one order', async ({ page, request }) => {
  await openTab(page, '17');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await expect(page.getByRole('radio', { name: 'Add to tab' })).toBeChecked();
  const orderId = await currentOrderId(page);
  const checkouts = countCheckouts(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();

  await pressThriceInOneTick(page, 'Place Order');
  await expect(page).toHaveURL(/\/order$/);
  expect(checkouts()).toBe(1);
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 2, payment_method: 'cash' });
});

test("the wallet sheet is asked for the order's total in Cyprus, and the card form sits under it", async ({ page }) => {
  await serveStripeStandIn(page, { wallet: true });
  await toCardPayment(page, '18');

  await expect(page.getByRole('button', { name: 'Pay with Google Pay' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Or enter card details' })).toBeVisible();
  expect(await walletRequests(page)).toEqual([{ country: 'CY', currency: 'eur', total: { label: 'Order Total Payment', amount: 850 } }]);
});

test("without a wallet, the card form is not 'Or enter card details' under nothing", async ({ page }) => {
  await serveStripeStandIn(page);
  await toCardPayment(page, '19');

  await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Or enter card details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Google Pay/ })).toHaveCount(0);
});
