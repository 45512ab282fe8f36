import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addFromMenu, BISTRO } from '../support/journey';
import { smallTargets } from '../support/layout';
import { dishCard, startWithTab, venueOrigin } from '../support/menu';

// The narrowest phones in use are 360 px wide.
test.use({ viewport: { width: 360, height: 740 } });

/**
 * 200 % text size, as a guest who set large text in their browser reads the app: the root font size
 * doubles, so every size in rem (text, controls, spacing) doubles and the layout must make room.
 * Chromium's page scale factor (CDP Emulation.setPageScaleFactor) would magnify the whole page like a
 * pinch, which is not text zoom and hides exactly what this looks for, so the root font size is set
 * instead, on every page of the test's context before the app's first script runs.
 */
async function withLargeText(page: Page) {
  await page.addInitScript(() => {
    const enlarge = () => document.documentElement?.style.setProperty('font-size', '200%');
    enlarge();
    document.addEventListener('DOMContentLoaded', enlarge);
  });
}

/** How far the page scrolls sideways: nothing may be wider than the screen. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether an element's text is cut: wider or taller than its box shows, or reaching past the screen's edges. */
const isCut = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return (
      node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1 || box.left < 0 || box.right > window.innerWidth
    );
  });

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('at 360 px with 200 % text', () => {
  test.beforeEach(async ({ page }) => withLargeText(page));

  for (const [screen, path, ready] of [
    ['the landing page', '/', (page: Page) => page.getByRole('button', { name: 'Join tab' })],
    ['the menu', '/menu', (page: Page) => dishCard(page, 'Baklava')],
    ['search', '/search', (page: Page) => page.getByRole('searchbox', { name: 'Search' })],
    ['open tab', '/open-tab', (page: Page) => page.getByRole('button', { name: 'Open tab' })],
    ['join tab', '/join-tab', (page: Page) => page.getByRole('button', { name: 'Join', exact: true })],
    ['my orders', '/previousOrders', (page: Page) => h1(page, 'My Orders')],
  ] as const) {
    test(`${screen} does not scroll sideways`, async ({ page }) => {
      await page.goto(`${BISTRO}${path}`);
      await expect(ready(page)).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }

  test('the hotel guest login does not scroll sideways', async ({ page }) => {
    await page.goto(`${venueOrigin('room-service')}/login`);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  test("the dish screen's footer leaves the dish readable and shows the whole total; the cart does not scroll sideways", async ({
    page,
    request,
  }) => {
    await startWithTab(page, request, 'bistro', '18');
    await dishCard(page, 'Greek Salad').click();
    await expect(h1(page, 'Greek Salad')).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // While the guest reads the dish, the quantity, total and Add button cover no more than a quarter of the screen.
    const add = page.getByRole('button', { name: 'Add to order' });
    const footer = add.locator('xpath=..');
    await page.evaluate(() => window.scrollTo(0, 0));
    const covered = await footer.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) / window.innerHeight;
    });
    expect(covered).toBeLessThanOrEqual(0.25);

    const total = page.getByText(/^Total €/);
    await total.scrollIntoViewIfNeeded();
    await expect(total).toBeInViewport({ ratio: 1 });
    await expect(total).toHaveText(/^Total €\d+\.\d\d$/);
    expect(await isCut(total)).toBe(false);

    await add.click();
    await expect(page).toHaveURL(/\/menu/);
    await page.getByRole('button', { name: /Checkout/ }).click();
    await expect(h1(page, 'Your order')).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  test("card payment's Payment information fits the screen", async ({ page, request }) => {
    await startWithTab(page, request, 'bistro', '19');
    await addFromMenu(page, 'Greek Salad');
    await page.getByRole('button', { name: /Checkout/ }).click();
    await page.getByRole('radio', { name: 'Pay now' }).check();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Place Order' }).click();
    const heading = h1(page, 'Payment information');
    await expect(heading).toBeVisible();
    expect(await isCut(heading)).toBe(false);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});

test('every button, field, select, radio and checkbox of the menu, dish, cart, card payment, tab forms and hotel login is at least 44 × 44 px', async ({
  page,
  request,
}) => {
  await startWithTab(page, request, 'bistro', '17');
  await expect(dishCard(page, 'Baklava')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await dishCard(page, 'Margherita Pizza').click();
  await expect(h1(page, 'Margherita Pizza')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await page.goBack();
  await addFromMenu(page, 'Greek Salad');
  await page.getByRole('button', { name: /Checkout/ }).click();
  await expect(h1(page, 'Your order')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await page.getByRole('radio', { name: 'Pay now' }).check();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(h1(page, 'Payment information')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  for (const [path, ready] of [
    ['/open-tab', 'Open tab'],
    ['/join-tab', 'Join'],
  ]) {
    await page.goto(`${BISTRO}${path}`);
    await expect(page.getByRole('button', { name: ready, exact: true })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  }
  await page.goto(`${venueOrigin('room-service')}/login`);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});

test('every screen the guest moves to is named after it and the venue, and focus starts at its heading', async ({ page }) => {
  await page.goto(`${BISTRO}/menu`);
  await expect(dishCard(page, 'Greek Salad')).toBeVisible();
  await expect(page).toHaveTitle('Menu – Tabula Bistro');

  await dishCard(page, 'Greek Salad').click();
  await expect(h1(page, 'Greek Salad')).toBeFocused();
  await expect(page).toHaveTitle('Menu – Tabula Bistro');

  await page.goBack();
  await expect(h1(page, 'Tabula Bistro')).toBeFocused();
  await page.getByRole('button', { name: 'My Orders' }).click();
  await expect(h1(page, 'My Orders')).toBeFocused();
  await expect(page).toHaveTitle('My Orders – Tabula Bistro');

  await page.goto(`${BISTRO}/menu`);
  await page.getByRole('button', { name: 'Open tab' }).click();
  await expect(h1(page, 'Open tab')).toBeFocused();
  await expect(page).toHaveTitle('Open tab – Tabula Bistro');

  // The title follows the guest's language.
  await page.goto(`${BISTRO}/menu`);
  await page.getByRole('combobox', { name: /language/i }).selectOption('Español');
  await expect(page).toHaveTitle('Menú – Tabula Bistro');

  // The 404 screen has a title too, in the language the guest chose.
  await page.goto(`${BISTRO}/no-such-page`);
  await expect(page).toHaveTitle('Página no encontrada – Tabula Bistro');
});

test('focus goes back to Call server and to Exit tab when their dialogs close, and on to Open tab after exiting', async ({
  page,
  request,
}) => {
  await startWithTab(page, request, 'bistro', '20');
  const callServer = page.getByRole('button', { name: 'Call server' });
  await callServer.click();
  await page.getByRole('dialog', { name: 'Call a server' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(callServer).toBeFocused();

  const exitTab = page.getByRole('button', { name: 'Exit tab' });
  await exitTab.click();
  await page.getByRole('dialog', { name: 'Are you sure you want to exit' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(exitTab).toBeFocused();

  // Exiting takes the button away: focus goes on to Open tab, where the guest was, not to <body>.
  await exitTab.click();
  await page.getByRole('dialog', { name: 'Are you sure you want to exit' }).getByRole('button', { name: 'Exit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Open tab' })).toBeFocused();
});
