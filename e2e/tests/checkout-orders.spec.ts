import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addFromMenu, currentOrderId, expectAccessible, openTab, orderOnServer, placeOrder, reviewOrder } from '../support/journey';

/** A guest with a tab at the table places a cash order of one dish; the order screen waits for the venue. */
async function placeCashOrder(page: Page, table: string, dish: string): Promise<string> {
  await openTab(page, table);
  await addFromMenu(page, dish);
  await page.getByRole('button', { name: /Checkout/ }).click();
  const orderId = await currentOrderId(page);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText('Your order has been sent, waiting for the venue to accept it.')).toBeVisible();
  return orderId;
}

test('after "Order confirmed!", reloading the order screen or going back to it still shows the order confirmed', async ({
  page,
  request,
}) => {
  const orderId = await placeCashOrder(page, '1', 'Greek Salad');
  await reviewOrder(request, orderId, 3);
  await expect(page.getByRole('heading', { name: 'Order confirmed!' })).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order confirmed!' })).toBeVisible();
  await expect(page.getByText('Your order has been sent, waiting for the venue to accept it.')).toHaveCount(0);

  await page.getByRole('button', { name: 'View menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { name: 'Order confirmed!' })).toBeVisible();
  await expect(page.getByText('Your order has been sent, waiting for the venue to accept it.')).toHaveCount(0);
});

test('a dish added while the last order waits for the venue goes on a new order, and the guest keeps ordering', async ({
  page,
  request,
}) => {
  const first = await placeCashOrder(page, '2', 'Greek Salad');
  await page.getByRole('button', { name: 'View menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);

  await addFromMenu(page, 'Caesar Salad');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.getByRole('button', { name: /Checkout/ }).click();
  await expect(page.getByText('1 × Caesar Salad')).toBeVisible();
  await expect(page.getByText('1 × Greek Salad')).toHaveCount(0);
  const second = await currentOrderId(page);
  expect(second).not.toBe(first);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order$/);

  expect(await orderOnServer(request, first)).toMatchObject({ status: 2, order_items: [{ name: 'Greek Salad' }] });
  expect(await orderOnServer(request, second)).toMatchObject({ status: 2, order_items: [{ name: 'Caesar Salad' }] });
});

test('in Greek, the order detail names the dishes and the month in Greek, with the size chosen', async ({ page, request }) => {
  await openTab(page, '9');
  await page.getByRole('button', { name: /^Margherita Pizza/ }).click();
  await page.getByRole('radio', { name: /Large/ }).check();
  await page.getByRole('radio', { name: /Thin/ }).check();
  await page
    .getByRole('group', { name: 'Extra toppings' })
    .getByRole('checkbox', { name: /Olives/ })
    .check();
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('button', { name: /Checkout/ }).click();
  const orderId = await currentOrderId(page);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/order$/);
  await reviewOrder(request, orderId, 3);
  await expect(page.getByRole('heading', { name: 'Order confirmed!' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'View menu' }).click();
  await page.getByRole('combobox', { name: /language/i }).selectOption('Ελληνικά');
  await page.getByRole('button', { name: 'Οι παραγγελίες μου' }).click();
  await page.getByRole('listitem').filter({ hasText: '(Εγκρίθηκε)' }).getByRole('button').click();

  await expect(page).toHaveURL(/\/order-detail$/);
  await expect(page.getByText('1 × Πίτσα Μαργαρίτα')).toBeVisible();
  await expect(page.getByText('Μεγάλη')).toBeVisible();
  await expect(page.getByText('Λεπτή')).toBeVisible();
  await expect(page.getByText('Ελιές')).toBeVisible();
  await expect(page.getByText('μαζί με τις επιλογές')).toBeVisible();
  await expect(page.getByText(/^\d{1,2} [\u0370-\u03FF]+, \d{4} - \d{2}:\d{2}$/)).toBeVisible();
  await expectAccessible(page);
});
