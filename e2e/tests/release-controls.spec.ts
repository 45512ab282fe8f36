import type { Browser } from '@playwright/test';
import type { ExperimentReport } from '@tabula/shared/entities';
import { axeChecks } from '../support/axe';
import { venueOrigin } from '../support/menu';
import { entryOf, ops, opsToken, remoteState } from '../support/registry';
import { expect, test } from '../support/test';

const API = 'http://localhost:8080';
// Labels are immutable and the registry outlives a run: each run registers its own copies of the menu's build.
const RUN = Date.now().toString(36);
const FIRST = `e2e-rc1-${RUN}`;
const SECOND = `e2e-rc2-${RUN}`;

test.use({ viewport: { width: 360, height: 780 } });

/** A new guest in a browser of their own opens harbour's menu; resolves to the variant the shell reported them exposed to. */
async function guestAtHarbour(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const exposure = page.waitForResponse((r) => r.url().endsWith('/api/remotes/exposures') && r.request().method() === 'POST');
    await page.goto(`${venueOrigin('harbour')}/menu`);
    const reported = await exposure;
    expect(reported.status()).toBe(204);
    return (JSON.parse(reported.request().postData() ?? '{}') as { version: string }).version;
  } finally {
    await context.close();
  }
}

async function signIn(page: import('@playwright/test').Page) {
  await page.goto(`${API}/ops`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByRole('button', { name: 'Open the operator page' }).click();
}

test('release controls on /ops at 360 px: no Ship the winner below enough data, the default’s history and its one-step rollback, with axe', async ({
  page,
  request,
  browser,
}) => {
  const before = (await remoteState(request, 'mfe_menu')).default as string;
  const entry = await entryOf(request, 'mfe_menu', before);
  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/versions', { version: FIRST, entry });
  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/versions', { version: SECOND, entry });
  try {
    // Harbour splits the default against FIRST, and a few guests see each: a leader could be named, but not yet trusted.
    await ops(request, 'PUT', '/api/ops/venues/harbour/remotes/mfe_menu', { variants: { [before]: 50, [FIRST]: 50 } });
    const seen = new Set<string>();
    for (let n = 0; n < 16 && seen.size < 2; n++) seen.add(await guestAtHarbour(browser));
    expect([...seen].sort()).toEqual([before, FIRST].sort());
    const { experiments } = (await ops(request, 'GET', '/api/ops/experiments')) as { experiments: ExperimentReport[] };
    const running = experiments.find((e) => e.venue === 'harbour' && e.remote === 'mfe_menu' && e.status === 'running');
    expect(running?.enough_data).toBe(false);
    expect(running?.variants.find((v) => v.version === FIRST)?.chance_to_beat_control).not.toBeNull();

    await signIn(page);
    // Other specs' splits may be on the page too: this one's card names FIRST.
    await expect(page.getByText(/^Not enough data yet: each variant needs \d+ guests/).filter({ hasText: FIRST })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ramp mfe_menu at harbour: new weights' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ship the winner/ })).toHaveCount(0);
    await ops(request, 'DELETE', '/api/ops/venues/harbour/remotes/mfe_menu');

    // Promoted twice: the history lists the two defaults before, newest first, and the button restores the newest.
    await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: FIRST });
    await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: SECOND });
    await page.getByRole('button', { name: 'Refresh' }).click();
    const history = page.getByRole('region', { name: 'Earlier defaults of mfe_menu' });
    await expect(history.getByRole('listitem').first()).toContainText(`${FIRST}: the default from`);
    await expect(history.getByRole('listitem').nth(1)).toContainText(`${before}:`);
    await expect(page.getByText(`Default version: ${SECOND}`)).toBeVisible();
    expect((await axeChecks(page).analyze()).violations).toEqual([]);

    await history.getByRole('button', { name: `Roll back to ${FIRST} as the default of mfe_menu` }).click();
    await expect(page.getByRole('status').filter({ hasText: `mfe_menu is rolled back: ${FIRST} is its default again.` })).toBeVisible();
    await expect(page.getByText(`Default version: ${FIRST}`)).toBeVisible();
    await expect(history.getByRole('listitem').first()).toContainText(`${before}:`);
    await expect(history.getByRole('button', { name: `Roll back to ${before} as the default of mfe_menu` })).toBeVisible();
    expect((await remoteState(request, 'mfe_menu')).default).toBe(FIRST);

    // The stop dialog, open at 360 px, passes axe too.
    await page.getByRole('button', { name: `Stop this version: mfe_menu ${SECOND}` }).click();
    await expect(page.getByRole('dialog', { name: `Stop mfe_menu ${SECOND}` })).toBeVisible();
    expect((await axeChecks(page).analyze()).violations).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // The history and its button fit the 360 px screen whole.
    const box = await history.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, JSON.stringify(box)).toBe(true);
  } finally {
    const state = await remoteState(request, 'mfe_menu');
    if (state.rollouts.some((r) => r.venue === 'harbour')) await ops(request, 'DELETE', '/api/ops/venues/harbour/remotes/mfe_menu');
    if (state.default !== before) await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: before, force: true });
  }
});
