import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  addFromMenu,
  expectAccessible,
  currentOrderId,
  enterTestCard,
  openTab,
  orderOnServer,
  placeOrder,
  reviewOrder,
} from '../support/journey';
import { venueOrigin } from '../support/menu';
import { TEST_CARDS } from '../support/stripe-standin';
import { DEMO_STAY_DAYS, pickCheckOut } from '../support/hotel';

const ROOM_SERVICE = venueOrigin('room-service');
const POOLSIDE = venueOrigin('poolside');
const HARBOUR = venueOrigin('harbour');

/** The hotel guest login, as the demo guest: Papadopoulos, room 204, with the check-out date the hotel recorded. */
async function logInAsPapadopoulos(page: Page) {
  await page.getByRole('textbox', { name: 'Surname' }).fill('Papadopoulos');
  await page.getByRole('textbox', { name: 'Room number' }).fill('204');
  await pickCheckOut(page, DEMO_STAY_DAYS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/menu$/);
}

async function otherTip(page: Page, amount: string) {
  await page.getByRole('button', { name: /^Other/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter tip amount' });
  await dialog.getByRole('textbox', { name: 'Tip amount' }).fill(amount);
  await dialog.getByRole('button', { name: 'OK' }).click();
  return dialog;
}

const totalOf = (page: Page) => page.getByText('Total', { exact: true }).locator('xpath=following-sibling::*[1]');

test('Papadopoulos in room 204 orders room service, which is charged to the room it takes payment by', async ({ page, request }) => {
  await page.goto(`${ROOM_SERVICE}/`);
  await expect(page).toHaveURL(/\/login\//);
  await logInAsPapadopoulos(page);
  await addFromMenu(page, 'Club Sandwich');
  await page.getByRole('button', { name: /Checkout/ }).click();

  await expect(page.getByRole('radio', { name: 'Charge my room' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Add to tab' })).toHaveCount(0);
  // The room is the tab's: it reads as text, not as a control.
  await expect(page.getByRole('group', { name: 'Room' })).toContainText('204');
  await expectAccessible(page);
  const orderId = await currentOrderId(page);
  await placeOrder(page);

  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText('This venue does not take cash')).toHaveCount(0);
  expect(await orderOnServer(request, orderId, 'room-service')).toMatchObject({ status: 2, payment_method: 'room_charge' });

  // A room charge is neither cash nor a card payment: My Orders says which room it went to, in a colour dark enough to read (axe colour-contrast).
  await reviewOrder(request, orderId, 3);
  await expect(page.getByRole('heading', { name: 'Order confirmed!' })).toBeVisible({ timeout: 15_000 });
  await page.goto(`${ROOM_SERVICE}/previousOrders`);
  await expect(page.getByRole('listitem').filter({ hasText: '(Accepted)' })).toContainText(/Charged to room 204$/);
  await expectAccessible(page);
});

test('a custom tip takes a decimal comma, is rounded to the cent, and is capped with a message that names the cap', async ({
  page,
  request,
}) => {
  await openTab(page, '3');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await page.getByRole('radio', { name: 'Pay now' }).check();

  const dialog = await otherTip(page, '99999999');
  await expect(dialog.getByText('The tip can be at most €10.00.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Tip amount' }).fill('2,5');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Other (€2.50)' })).toBeVisible();
  await expect(totalOf(page)).toHaveText('€10.00');

  await otherTip(page, '1.555');
  await expect(page.getByRole('button', { name: 'Other (€1.56)' })).toBeVisible();
  await expect(totalOf(page)).toHaveText('€9.06');
  const orderId = await currentOrderId(page);
  await placeOrder(page);
  await enterTestCard(page, TEST_CARDS.succeeds);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/order$/);
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 2, is_paid: true, tip_amount: 1.56 });
});

test("'Charge my room' at poolside offers the hotel login to a guest without one; the room is then charged without the card tip", async ({
  page,
  request,
}) => {
  await openTab(page, '4', POOLSIDE);
  await addFromMenu(page, 'Frappé');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await page.getByRole('radio', { name: 'Pay now' }).check();
  await placeOrder(page);

  await expect(page.getByRole('heading', { name: 'Payment information' })).toBeVisible();
  await expect(page.getByText('To charge your room, log in with your stay details first.')).toBeVisible();
  await page.getByRole('button', { name: 'Log in as a hotel guest' }).click();
  await expect(page).toHaveURL(/\/login\?table_number=4$/);
  await logInAsPapadopoulos(page);

  // The Frappé came along into the hotel guest's order.
  await page.getByRole('button', { name: /Checkout/ }).click();
  await expect(page.getByText('1 × Frappé')).toBeVisible();
  await page.getByRole('radio', { name: 'Pay now' }).check();
  await page.getByRole('button', { name: '€2.00' }).click();
  const orderId = await currentOrderId(page);
  await placeOrder(page);
  await expect(page.getByText('Your room is charged €4.00: tips go with card payments only.')).toBeVisible();
  await page.getByRole('button', { name: 'Charge my room' }).click();

  await expect(page).toHaveURL(/\/order$/);
  expect(await orderOnServer(request, orderId, 'poolside')).toMatchObject({ status: 2, payment_method: 'room_charge', tip_amount: 0 });
});

test('Back from the card screen keeps the note, the method and the tip, so an allergy note goes with the order', async ({
  page,
  request,
}) => {
  await openTab(page, '8');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await page.getByRole('textbox', { name: 'Leave a note for the server' }).fill('nut allergy');
  await page.getByRole('radio', { name: 'Pay now' }).check();
  await page.getByRole('button', { name: '€1.00' }).click();
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: 'Payment information' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Leave a note for the server' })).toHaveValue('nut allergy');
  await expect(page.getByRole('radio', { name: 'Pay now' })).toBeChecked();
  await expect(page.getByRole('button', { name: '€1.00' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('radio', { name: 'Add to tab' }).check();
  const orderId = await currentOrderId(page);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order$/);
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 2, note: 'nut allergy', payment_method: 'cash' });
});

test('going back to the cart while a card payment is in flight cannot place the order a second way', async ({ page, request }) => {
  await openTab(page, '11');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await page.getByRole('radio', { name: 'Pay now' }).check();
  const orderId = await currentOrderId(page);
  await placeOrder(page);
  await enterTestCard(page, TEST_CARDS.succeeds);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payments/simulator/confirm', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expect(page.getByText('Your card payment is still being processed. Wait for it before placing the order again.')).toBeVisible();
  await page.getByRole('radio', { name: 'Add to tab' }).check();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();

  release();
  await expect(page).toHaveURL(/\/order$/);
  expect(await orderOnServer(request, orderId)).toMatchObject({ status: 2, is_paid: true, payment_method: 'card' });
});

test('three Margherita Pizzas of different sizes can be told apart in the cart, whose prices say they include the options', async ({
  page,
}) => {
  // Three dishes customised one by one: a long journey on a busy machine.
  test.slow();
  await openTab(page, '20');
  for (const [size, crust, topping] of [
    ['Large', 'Thin', 'Olives'],
    ['Small', 'Classic', null],
    ['Large', 'Classic', null],
  ] as const) {
    await page.getByRole('button', { name: /^Margherita Pizza/ }).click();
    await page.getByRole('radio', { name: new RegExp(size) }).check();
    await page.getByRole('radio', { name: new RegExp(crust) }).check();
    if (topping)
      await page
        .getByRole('group', { name: 'Extra toppings' })
        .getByRole('checkbox', { name: new RegExp(topping) })
        .check();
    await page.getByRole('button', { name: 'Add to order' }).click();
    await expect(page).toHaveURL(/\/menu$/);
  }
  await page.getByRole('button', { name: /Checkout/ }).click();

  const lines = page.getByRole('list', { name: 'Your order' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Large');
  await expect(lines.nth(0)).toContainText('Thin, Olives +€0.50');
  await expect(lines.nth(0)).toContainText('€13.50incl. options');
  await expect(lines.nth(1)).toContainText('Small');
  await expect(lines.nth(2)).toContainText('Large');
  await expect(page.getByRole('button', { name: 'Edit Margherita Pizza (Small)' })).toBeVisible();
  await expectAccessible(page);
});

test("the harbour cart does not say 'Select table number' in red before the guest has touched anything", async ({ page }) => {
  await page.goto(`${HARBOUR}/menu`);
  await addFromMenu(page, 'IPA');
  await page.getByRole('button', { name: /Checkout/ }).click();

  const table = page.getByRole('combobox', { name: 'Table' });
  await expect(table).toBeVisible();
  await expect(table).toHaveAttribute('placeholder', 'Select table number');
  await expect(table).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Select table number', { exact: true })).toHaveCount(0);
});
