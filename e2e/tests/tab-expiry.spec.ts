import { type Page, type Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { fetchFromApi } from '../support/journey';
import { startWithTab, venueOrigin } from '../support/menu';

const BISTRO = venueOrigin('bistro');

/** Answers the order's own calls (details, status) as the API does, but with the order expired. */
async function expireOrder(page: Page, orderId: string) {
  const expired = async (route: Route) => {
    const response = await fetchFromApi(route);
    await route.fulfill({ response, json: { ...(await response.json()), has_order_expired: true } });
  };
  await page.route(new RegExp(`/api/order/${orderId}/(details|status)/`), expired);
}

async function storedOrderId(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('orderId'))).toMatch(/^[0-9a-f-]{36}$/);
  return (await page.evaluate(() => localStorage.getItem('orderId'))) ?? '';
}

test('tab expired: OK leaves the menu for the start page, where a new tab can be opened', async ({ page, request }) => {
  await startWithTab(page, request, 'bistro', '11');
  await page.route(/\/api\/tab\/[^/]+\/check\//, (route) => route.fulfill({ status: 403, json: { message: 'Your Tab has expired' } }));
  await page.reload();

  const dialog = page.getByRole('dialog', { name: 'Your Tab has expired' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${BISTRO}/`);
  await expect(page.getByRole('button', { name: 'Open new tab' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('order expired: OK leaves the menu for the start page, with a fresh order', async ({ page }) => {
  await page.goto(`${BISTRO}/menu`);
  const expiredOrder = await storedOrderId(page);
  await expireOrder(page, expiredOrder);
  await page.reload();

  const dialog = page.getByRole('dialog', { name: 'Your Order has expired.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${BISTRO}/`);
  await expect(page.getByRole('button', { name: 'Open new tab' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('orderId'))).not.toBe(expiredOrder);
  await expect(dialog).toHaveCount(0);
});

test('order expired on the order screen: the screen says so alone; the dialog follows on the menu and OK goes to /', async ({ page }) => {
  await page.goto(`${BISTRO}/menu`);
  await expireOrder(page, await storedOrderId(page));
  await page.goto(`${BISTRO}/order`);

  await expect(page.getByRole('heading', { name: 'Order expired' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your Order has expired.' })).toHaveCount(0);

  await page.getByRole('button', { name: 'View menu' }).click();
  await expect(page).toHaveURL(`${BISTRO}/menu`);
  const dialog = page.getByRole('dialog', { name: 'Your Order has expired.' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`${BISTRO}/`);
});
