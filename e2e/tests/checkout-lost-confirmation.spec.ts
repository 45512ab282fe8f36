import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addFromMenu, countCheckouts, currentOrderId, enterTestCard, fetchFromApi, orderOnServer, placeOrder } from '../support/journey';
import { venueOrigin } from '../support/menu';
import { TEST_CARDS } from '../support/stripe-standin';

const BISTRO = venueOrigin('bistro');
const CONFIRM = '**/api/payments/simulator/confirm';

/** A bistro guest without a tab, paying now by card for a Greek Salad: the card screen, test card typed in. */
async function toCardScreen(page: Page, table: string): Promise<string> {
  await page.goto(`${BISTRO}/menu`);
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await page.getByRole('combobox', { name: 'Table' }).click();
  await page.getByRole('option', { name: table, exact: true }).click();
  const orderId = await currentOrderId(page);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Payment information' })).toBeVisible();
  await enterTestCard(page, TEST_CARDS.succeeds);
  return orderId;
}

test('a card confirmation whose answer is lost: the paid order goes to /order, never reads as failed, and is not offered Pay again', async ({
  page,
  request,
}) => {
  const orderId = await toCardScreen(page, '8');
  // The confirmation reaches the API, which takes the payment, but its answer never reaches the phone.
  await page.route(CONFIRM, async (route) => {
    await fetchFromApi(route);
    await route.abort('connectionreset');
  });
  const checkouts = countCheckouts(page);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText('Your order has been sent, waiting for the venue to accept it.')).toBeVisible();
  await expect(page.getByText(/Payment failed/)).toHaveCount(0);
  expect(checkouts()).toBe(1);
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 2, is_paid: true, payment_method: 'card' });

  // Back: the card screen made way for the order screen, and the cart it came from is empty now.
  await page.goBack();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  expect(checkouts()).toBe(1);
});

test('a confirmation lost and the order unreadable too: no failure and no second Pay until Check again tells', async ({
  page,
  request,
}) => {
  const orderId = await toCardScreen(page, '9');
  await page.route(CONFIRM, async (route) => {
    await fetchFromApi(route);
    await route.abort('connectionreset');
  });
  // The order is read afresh before Pay; after that the phone cannot reach the order's details either, for now.
  let reads = 0;
  let offline = true;
  await page.route(`**/api/order/${orderId}/details/`, (route) => {
    reads += 1;
    return reads > 1 && offline ? route.abort('internetdisconnected') : route.fallback();
  });

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('We could not find out whether your payment went through.', { exact: false })).toBeVisible();
  await expect(page.getByText(/Payment failed/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 2, is_paid: true });

  offline = false;
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText('Your order has been sent, waiting for the venue to accept it.')).toBeVisible();
});

test('a declined card whose answer is lost reads as declined only once the order says it is unpaid, and Pay is offered again', async ({
  page,
  request,
}) => {
  const orderId = await toCardScreen(page, '10');
  await enterTestCard(page, TEST_CARDS.declined);
  await page.route(CONFIRM, async (route) => {
    await fetchFromApi(route);
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Payment failed: Network error. Check your connection and try again.');
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 0, is_paid: false });
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
});
