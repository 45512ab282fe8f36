import { expect, test } from '../support/test';
import { addFromMenu, currentOrderId, enterTestCard, expectAccessible, openTab, placeOrder, reviewOrder } from '../support/journey';
import { opsToken } from '../support/registry';
import { TEST_CARDS } from '../support/stripe-standin';

/** The API as Node reaches it (Node does not resolve *.localhost as Chromium does). */
const API = 'http://localhost:8080';

test('a card payment for an order the venue declines is refunded once, and the guest reads Refunded with the amount', async ({
  page,
  request,
}) => {
  // Four screens and two axe runs on a shared two-core machine.
  test.slow();
  await openTab(page, '12');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await page.getByRole('radio', { name: 'Pay now' }).check();
  // Nothing is tipped until the guest picks: Not Now is the chip pressed.
  await expect(page.getByRole('button', { name: 'Not Now' })).toHaveAttribute('aria-pressed', 'true');
  const orderId = await currentOrderId(page);
  await placeOrder(page);

  await expect(page.getByRole('heading', { name: 'Payment information' })).toBeVisible();
  await enterTestCard(page, TEST_CARDS.succeeds);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/order$/);

  await reviewOrder(request, orderId, 4);
  await expect(page).toHaveURL(/\/orderdecline$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Order declined' })).toBeVisible();
  await expect(page.getByText('Your payment of €7.50 has been refunded.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Back to the menu' }).click();
  await expect(page).toHaveURL(/\/menu/);
  await page.getByRole('button', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: '(Declined)' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Refunded €7.50');
  await expect(row).not.toContainText(/\bPaid\b/);
  await expectAccessible(page);

  const answer = await request.get(`${API}/api/ops/refunds`, { headers: { 'x-ops-token': opsToken() } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { refunds } = (await answer.json()) as {
    refunds: { order_uuid: string | null; amount_cents: number; provider: string; status: string }[];
  };
  const forOrder = refunds.filter((refund) => refund.order_uuid === orderId);
  expect(forOrder).toEqual([
    expect.objectContaining({ order_uuid: orderId, amount_cents: 750, provider: 'simulated', status: 'succeeded' }),
  ]);
});
