import { expect, test } from '../support/test';
import { remoteOrigins } from '../support/federation';

/** Navigates in the app, as the guest's links do: no reload. */
const navigate = (page: import('@playwright/test').Page, to: string) =>
  page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);

// Two remote entries of a few kilobytes each; a budget, so that fetching ahead never grows into whole pages.
const PREFETCH_BUDGET = 16 * 1024;

test('once the menu is shown, the entries of the remotes it does not use are fetched ahead, and the orders page then waits only for its own chunks', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const fromCache = new Set<string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) fromCache.add(response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => bytes.set(urls.get(requestId) ?? '', encodedDataLength));

  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  await expect(page.locator('#tabula-first-paint')).toHaveCount(0);

  // The checkout's and the hotel's entries: the menu page loads the menu's and the tab bar's itself.
  const prefetched = page.locator('link[rel="prefetch"]');
  await expect(prefetched).toHaveCount(2);
  const hrefs = await prefetched.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hrefs.map((href) => new URL(href).origin).sort()).toEqual([remoteOrigins.mfe_checkout, remoteOrigins.mfe_hotel].sort());
  await expect.poll(() => hrefs.filter((href) => bytes.has(href)).length).toBe(2);
  expect(hrefs.reduce((sum, href) => sum + (bytes.get(href) ?? 0), 0)).toBeLessThanOrEqual(PREFETCH_BUDGET);

  const checkoutEntry = hrefs.find((href) => href.startsWith(remoteOrigins.mfe_checkout ?? '-')) ?? '';
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await navigate(page, '/previousOrders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  // The runtime asked for the entry again, and the browser's cache answered.
  expect(asked).toContain(checkoutEntry);
  expect(fromCache).toContain(checkoutEntry);
});
