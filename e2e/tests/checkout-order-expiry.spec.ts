import { type APIRequestContext, type Page } from '@playwright/test';
import { startApiInstance, type ApiInstance } from '../support/api-instance';
import { expect, test } from '../support/test';
import { addFromMenu, enterTestCard, expectAccessible, placeOrder } from '../support/journey';
import { TEST_CARDS } from '../support/stripe-standin';

/** An API whose orders expire 25 s after they are made, beside the suite's composition (whose remotes it serves). */
const PORT = 8190;
const ORDER_EXPIRY_MS = 25_000;
let api: ApiInstance;

test.beforeAll(async () => {
  api = await startApiInstance(PORT, { ORDER_EXPIRY_MS: String(ORDER_EXPIRY_MS) });
});

test.afterAll(async () => {
  await api?.stop();
});

async function storedOrderId(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('orderId'))).toMatch(/^[0-9a-f-]{36}$/);
  return (await page.evaluate(() => localStorage.getItem('orderId'))) ?? '';
}

/** Waits, on the API's own word, until the order has expired. */
async function untilExpired(request: APIRequestContext, orderId: string, venue: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(`http://localhost:${PORT}/api/order/${orderId}/status/`, { headers: { 'x-venue-slug': venue } });
        return ((await response.json()) as { has_order_expired?: boolean }).has_order_expired;
      },
      { timeout: ORDER_EXPIRY_MS + 30_000 },
    )
    .toBe(true);
}

async function chooseTable(page: Page, table: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Table' }).click();
  await page.getByRole('option', { name: table, exact: true }).click();
}

/** The expiry dialog, and its OK: the stored order goes, a new one is fetched, and the guest is on /. */
async function acknowledgeExpiry(page: Page, origin: string, expired: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Your Order has expired.' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('orderId'))).toMatch(/^[0-9a-f-]{36}$/);
  expect(await page.evaluate(() => localStorage.getItem('orderId'))).not.toBe(expired);
}

test('an order that expires at the cart: Place Order shows the expiry dialog, whose OK starts a new order at /', async ({
  page,
  request,
}) => {
  test.setTimeout(ORDER_EXPIRY_MS + 90_000);
  const harbour = api.venueAt('harbour');
  await page.goto(`${harbour}/menu`);
  const orderId = await storedOrderId(page);
  await addFromMenu(page, 'IPA');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await chooseTable(page, '4');
  await expect(page.getByRole('dialog', { name: 'Your Order has expired.' })).toHaveCount(0);

  await untilExpired(request, orderId, 'harbour');
  await placeOrder(page);
  // No message in the page that no OK can clear: the dialog says it.
  await expect(page.getByRole('alert').filter({ hasText: 'Your Order has expired.' })).toHaveCount(0);
  await acknowledgeExpiry(page, harbour, orderId);
});

test('an order that expires on the card screen: Pay shows the expiry dialog, and charges nothing', async ({ page, request }) => {
  test.setTimeout(ORDER_EXPIRY_MS + 90_000);
  const bistro = api.venueAt('bistro');
  await page.goto(`${bistro}/menu`);
  const orderId = await storedOrderId(page);
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await chooseTable(page, '6');
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Payment information' })).toBeVisible();
  await enterTestCard(page, TEST_CARDS.succeeds);

  await untilExpired(request, orderId, 'bistro');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(/Payment failed/)).toHaveCount(0);
  await acknowledgeExpiry(page, bistro, orderId);
  const order = await request.get(`http://localhost:${PORT}/api/order/${orderId}/details/`, { headers: { 'x-venue-slug': 'bistro' } });
  expect(await order.json()).toMatchObject({ status: 0, is_paid: false, has_order_expired: true });
});
