import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { layoutShift, watchLayoutShift } from '../support/layout';
import { venueOrigin } from '../support/menu';

test.use({ viewport: { width: 360, height: 740 } });

test("a hotel's page shows the hotel and its venues with the page itself, before any of the app's code has run", async ({ page }) => {
  // No script at all: what shows is what the server sent.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`${venueOrigin('grand-hotel')}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grand Hotel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our venues' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Grand Hotel Room Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Gallery Café' })).toBeVisible();
  // The cards are links already, to where the app's cards lead.
  await expect(page.getByRole('link', { name: 'Open Grand Hotel Room Service' })).toHaveAttribute(
    'href',
    `${venueOrigin('room-service')}/menu`,
  );
  await expect(page.getByRole('link', { name: 'Open Gallery Café' })).toHaveAttribute('href', `${venueOrigin('gallery')}/menu?type=view`);
  await expect(page.getByRole('link', { name: 'Open Poolside Bar' })).toHaveAttribute('href', `${venueOrigin('poolside')}/open-tab`);
});

test("a hotel guest's first paint links carry the stay of the session link", async ({ page }) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  const session = '0b6c8a7e-1f2d-4c3b-9a8e-7d6c5b4a3f2e';
  await page.goto(`${venueOrigin('grand-hotel')}/?sessionid=${session}&room_no=204`);
  await expect(page.getByRole('link', { name: 'Open Grand Hotel Room Service' })).toHaveAttribute(
    'href',
    `${venueOrigin('room-service')}/menu?sessionid=${session}&room_no=204`,
  );
  await expect(page.getByRole('link', { name: 'Open Poolside Bar' })).toHaveAttribute(
    'href',
    `${venueOrigin('poolside')}/open-tab?sessionid=${session}&room_no=204`,
  );
});

test("a venue's welcome shows its name with the page itself", async ({ page }) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`${venueOrigin('bistro')}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tabula Bistro' })).toBeVisible();
});

for (const { venue, heading, ready } of [
  { venue: 'grand-hotel', heading: 'Grand Hotel', ready: { role: 'link' as const, name: /Gallery Café/ } },
  { venue: 'bistro', heading: 'welcome', ready: { role: 'button' as const, name: 'Open new tab' } },
]) {
  test(`${venue}'s landing page takes the place of its first paint, with one heading and nothing moved`, async ({ page }) => {
    await watchLayoutShift(page);
    await page.goto(`${venueOrigin(venue)}/`);
    await expect(page.getByRole(ready.role, { name: ready.name })).toBeVisible();
    await expect(page.locator('#tabula-first-paint')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText([heading]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });
}

/** Notes whether a loader was on the page when the first paint went: the guest would see it flash. */
async function watchHandOver(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { loaderAtHandOver: boolean | null };
    w.loaderAtHandOver = null;
    const observer = new MutationObserver(() => {
      if (w.loaderAtHandOver === null && document.readyState !== 'loading' && !document.getElementById('tabula-first-paint')) {
        w.loaderAtHandOver = document.querySelector('#root .mantine-Loader-root') !== null;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

test("the hotel's page takes the place of its first paint with its venues, not with a loader in between", async ({ page }) => {
  await watchHandOver(page);
  await page.goto(`${venueOrigin('grand-hotel')}/`);
  // The first paint's cards are links too: wait for the page's own.
  await expect(page.locator('#tabula-first-paint')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Gallery Café/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { loaderAtHandOver: boolean | null }).loaderAtHandOver)).toBe(false);
});

test('no first paint where the landing page will show something else than the server can tell', async ({ request }) => {
  // The test runner resolves no venue host names as a browser does: it names the venue's host itself.
  const html = async (venue: string, path: string) =>
    (await request.get(`http://localhost:8080${path}`, { headers: { accept: 'text/html', host: `${venue}.localhost:8080` } })).text();
  // A venue asking for the table first, a shared tab link, a hotel's venue page without the hotel's details.
  for (const [venue, path] of [
    ['poolside', '/'],
    ['bistro', '/?tab=0b6c8a7e-1f2d-4c3b-9a8e-7d6c5b4a3f2e'],
    ['grand-hotel', '/venue/d/42'],
  ] as const) {
    expect(await html(venue, path), `${venue} ${path}`).not.toContain('tabula-first-paint');
  }
  expect(await html('bistro', '/')).toContain('tabula-first-paint');
});
