import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { currentOrderId, orderOnServer } from '../support/journey';
import { TEST_CARDS, serveStripeStandIn } from '../support/stripe-standin';
import { dishCard, venueOrigin, withVenueChanged } from '../support/menu';

/** From the dish's screen: 'Add to order' puts it on the order and returns to the menu, with no tab asked for. */
async function addWithoutTab(page: Page, dish: string) {
  await dishCard(page, dish).click();
  await expect(page).toHaveURL(/\/addCart$/);
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page.getByRole('dialog', { name: 'Open a tab to order' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/menu$/);
  await expect(dishCard(page, dish)).toContainText('1 in order');
}

test("at the bistro, 'Order and pay now' leads to a menu where a guest without a tab adds dishes and pays by card", async ({
  page,
  request,
}) => {
  await serveStripeStandIn(page);
  const bistro = venueOrigin('bistro');
  await page.goto(`${bistro}/`);
  await page.getByRole('button', { name: 'Order and pay now' }).click();
  await expect(page).toHaveURL(`${bistro}/menu`);

  await addWithoutTab(page, 'Greek Salad');
  await addWithoutTab(page, 'Caesar Salad');
  await page.getByRole('button', { name: 'Checkout, 2 items' }).click();
  await expect(page).toHaveURL(/\/cartopen$/);
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();

  await page.getByRole('combobox', { name: 'Table' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  const orderId = await currentOrderId(page);
  // Until the guest has read the cart to its end, Place Order only scrolls there.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Payment information' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.succeeds);
  await page.getByRole('textbox', { name: 'Expiration date MM / YY' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/order$/);
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 2, is_paid: true, payment_method: 'card', tab_uuid: null });
});

test('at poolside, a guest not staying at the hotel orders and pays now without opening a tab', async ({ page }) => {
  const poolside = venueOrigin('poolside');
  await page.goto(`${poolside}/login?table_number=5`);
  await page.getByRole('button', { name: 'Not staying at the hotel' }).click();
  await expect(page).toHaveURL(`${poolside}/?from=login&table=5`);
  await page.getByRole('button', { name: 'Order and pay now' }).click();
  await expect(page).toHaveURL(`${poolside}/menu`);

  await addWithoutTab(page, 'Frappé');
  await expect(page.getByRole('button', { name: 'Checkout, 1 item' })).toBeVisible();
});

test('at a venue that needs a tab and takes no card, adding a dish still asks to open or join one', async ({ page }) => {
  // The bistro without its card account: what a tab venue that takes only cash sends the app.
  await withVenueChanged(page, 'bistro', { accept_card: false, stripe_account_ref: null });
  await page.goto(`${venueOrigin('bistro')}/menu`);
  await dishCard(page, 'Caesar Salad').click();
  await page.getByRole('button', { name: 'Add to order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a tab to order' });
  await expect(dialog.getByRole('button', { name: 'Join tab' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Open tab' }).click();
  await expect(page).toHaveURL(/\/open-tab\?from=menu$/);
});
