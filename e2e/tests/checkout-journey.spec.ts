import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BISTRO, addFromMenu, currentOrderId, openTab, reviewOrder } from '../support-checkout/journey';

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a cash order on a tab goes from the cart to the order screen and, once accepted, into My Orders', async ({ page, request }) => {
  await openTab(page, '6');
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();

  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expect(page.getByText('1 × Greek Salad')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Add to tab' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Table' })).toHaveValue('6');
  await expectAccessible(page);
  const orderId = await currentOrderId(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The first press may only scroll the cart to its end on a small screen.
  if (!/\/order/.test(page.url())) await page.getByRole('button', { name: 'Place Order' }).click({ timeout: 2000 }).catch(() => undefined);

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
});
