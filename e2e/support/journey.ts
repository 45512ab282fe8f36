import { expect, type APIRequestContext, type APIResponse, type Page, type Route } from '@playwright/test';
import { axeChecks } from './axe';
import { venueOrigin } from './menu';
import { opsToken } from './registry';

/** The bistro demo venue, named by its host as a guest's phone would reach it. */
export const BISTRO = venueOrigin('bistro');

/** The whole page passes axe's checks, WCAG 2.2 AA (target size) included. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await axeChecks(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens a tab at the table through the open-tab screen, as a guest does on arrival. */
export async function openTab(page: Page, table: string, origin: string = BISTRO): Promise<void> {
  await page.goto(`${origin}/open-tab`);
  await page.getByRole('combobox', { name: 'Table number' }).click();
  await page.getByRole('option', { name: table, exact: true }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await page.getByRole('button', { name: 'Open tab' }).click();
  await expect(page).toHaveURL(/\/menu/);
}

/** Picks a dish with no required choices on the menu and adds it to the order. */
export async function addFromMenu(page: Page, dish: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(dish) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/addCart/i);
  await page.getByRole('button', { name: 'Add to order' }).click();
  await expect(page).toHaveURL(/\/menu/);
}

/** The guest reads the cart to its end first: until then Place Order only scrolls. */
export async function placeOrder(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Place Order' }).click();
}

/** Types a card into the test-mode card form the app serves when the API runs its simulator. */
export async function enterTestCard(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
}

/** Presses a button three times in one tick, as a guest's impatient triple tap can. */
export async function pressThriceInOneTick(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).evaluate((button) => {
    for (let press = 0; press < 3; press += 1) button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/** Counts the checkout requests the page sends from now on. */
export function countCheckouts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/order\/[^/]+\/checkout\/$/.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

export async function currentOrderId(page: Page): Promise<string> {
  const orderId = await page.evaluate(() => window.localStorage.getItem('orderId'));
  if (!orderId) throw new Error('the guest has no order');
  return orderId;
}

/** The API as Node reaches it: Node does not resolve *.localhost the way Chromium does. */
const API = 'http://localhost:8080';

/** Staff accepting (3) or declining (4) the order, through the operator endpoint. */
export async function reviewOrder(request: APIRequestContext, orderUuid: string, status: 3 | 4): Promise<void> {
  const response = await request.post(`${API}/api/ops/orders/${orderUuid}/status`, {
    headers: { 'x-ops-token': opsToken() },
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The order as the API holds it, asked on its venue's address (the API answers order calls there only). */
export async function orderOnServer(request: APIRequestContext, orderUuid: string, venue = 'bistro'): Promise<Record<string, unknown>> {
  const response = await request.get(`${API}/api/order/${orderUuid}/details/`, { headers: { 'x-venue-slug': venue } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Sends a routed request on to the API as the page would, and returns the API's answer. Node cannot
 * resolve *.localhost as Chromium does: the API is asked on localhost, naming the venue.
 */
export async function fetchFromApi(route: Route): Promise<APIResponse> {
  const url = new URL(route.request().url());
  const venue = url.hostname.split('.')[0] ?? '';
  url.hostname = 'localhost';
  return route.fetch({ url: url.toString(), headers: { ...route.request().headers(), 'x-venue-slug': venue } });
}
