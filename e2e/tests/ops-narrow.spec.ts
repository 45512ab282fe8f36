import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeChecks } from '../support/axe';
import { entryOf, ops, opsToken } from '../support/registry';

const API = 'http://localhost:8080';
// A version of its own, stopped by hand with a long reason: the audit log gets entries with JSON and a reason to wrap.
const COPY = `e2e-narrow-${Date.now().toString(36)}`;
const REASON = 'Stopped by hand while the kitchen checks that every price of the new menu matches the printed card';

/** The elements of the page wider than the viewport, or past its right edge, by tag and text. */
const tooWide = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 40)}`);
  });

/** Badges whose text is cut (a label wider than its box), by text. */
const cutBadges = (page: Page) =>
  page.locator('.mantine-Badge-root').evaluateAll((badges) =>
    badges
      .flatMap((badge) => [badge, ...badge.querySelectorAll<HTMLElement>('.mantine-Badge-label')])
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent),
  );

async function signIn(page: Page) {
  await page.goto(`${API}/ops`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByRole('button', { name: 'Open the operator page' }).click();
  await expect(page.getByRole('heading', { name: 'mfe_menu', exact: true })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/versions', { version: COPY, entry: await entryOf(request, 'mfe_menu', 'initial') });
  await ops(request, 'POST', `/api/ops/remotes/mfe_menu/versions/${COPY}/stop`, { reason: REASON });
  await ops(request, 'POST', '/api/ops/previews', { remote: 'mfe_menu', version: COPY, venue: 'bistro', path: '/menu', hours: 1 });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the operator page shows the audit as wrapped entries and every badge whole, nothing wider than the screen', async ({ page }) => {
    await signIn(page);
    const log = page.getByRole('list', { name: 'Changes of the registry, newest first' });
    const stop = log.getByRole('listitem').filter({ hasText: REASON }).first();
    await expect(stop).toBeVisible();
    await expect(stop).toContainText('Who: admin');
    await expect(stop).toContainText('Remote and venue: mfe_menu');
    await expect(page.getByRole('table', { name: 'Changes of the registry, newest first' })).toBeHidden();

    const versions = page.getByRole('table', { name: 'Versions of mfe_menu' });
    await expect(versions.getByText('Default', { exact: true })).toBeVisible();
    // The preview link of the stopped version is listed, saying it was stopped.
    const link = page
      .getByRole('region', { name: 'Preview links' })
      .getByRole('listitem')
      .filter({ hasText: `mfe_menu ${COPY}` });
    await expect(link.first()).toContainText(`mfe_menu ${COPY} was stopped: Stopped by admin: ${REASON}`);
    await expect(link.first().getByText('Open', { exact: true })).toBeVisible();

    expect(await cutBadges(page)).toEqual([]);
    expect(await tooWide(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await axeChecks(page).analyze()).violations).toEqual([]);
  });
});

test.describe('at 200 % zoom of a 1280 px screen', () => {
  // 1280 × 800 at 200 %: 640 × 400 CSS pixels.
  test.use({ viewport: { width: 640, height: 400 } });

  test('nothing on the operator page is wider than the screen', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('list', { name: 'Changes of the registry, newest first' }).getByRole('listitem').first()).toBeVisible();
    expect(await cutBadges(page)).toEqual([]);
    expect(await tooWide(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
    expect((await axeChecks(page).analyze()).violations).toEqual([]);
  });
});
