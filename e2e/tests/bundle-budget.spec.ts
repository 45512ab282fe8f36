import { expect, test } from '@playwright/test';

/**
 * What a guest's phone downloads to show bistro's menu on a first visit, in bytes on the wire
 * (compressed, headers included, as Lighthouse counts them). Bytes do not move with the machine's
 * load as times do, so this is the budget a change to the menu's path must keep; the times are
 * measured by npm run bench:load.
 *
 * CSS holds the goal. JS does not reach its goal of 170 KB: the shared libraries the
 * first screen runs (react-dom, the Mantine subset, i18next, effector, the router) and the
 * federation runtime with a remote entry per remote come to more (see the README's first-load
 * figures), so the budget is where the menu stands today, with room for small changes but not
 * for another library.
 */
const JS_BUDGET = 285 * 1024;
const CSS_BUDGET = 25 * 1024;

interface Download {
  url: string;
  type: string;
  bytes: number;
}

test('a first visit to the menu downloads no more JS and CSS than the budget', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map<string, { url: string; type: string }>();
  const downloads: Download[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => responses.set(requestId, { url: response.url, type }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) downloads.push({ ...response, bytes: encodedDataLength });
  });

  await page.goto('http://bistro.localhost:8080/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open tab' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = (type: string) => downloads.filter((d) => d.type === type).reduce((sum, d) => sum + d.bytes, 0);
  const largest = (type: string) =>
    downloads
      .filter((d) => d.type === type)
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 8)
      .map((d) => `${(d.bytes / 1024).toFixed(1)} KB ${d.url}`)
      .join('\n');
  expect.soft(total('Script'), `JS on the wire, largest files:\n${largest('Script')}`).toBeLessThanOrEqual(JS_BUDGET);
  expect.soft(total('Stylesheet'), `CSS on the wire, largest files:\n${largest('Stylesheet')}`).toBeLessThanOrEqual(CSS_BUDGET);
});
