import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { deploymentOf, deployMenuWithoutPageChunk, guestsReportingFailures, runScript } from '../support/deployments';
import { entryOf, FAILURE_GUESTS, ops, opsToken, remoteState } from '../support/registry';
import { venueOrigin } from '../support/menu';

const API = 'http://localhost:8080';
const stamp = Date.now().toString(36);
const PAUSED = `e2e-paused-${stamp}`;
const GOOD = `e2e-good-${stamp}`;

test.use({ viewport: { width: 360, height: 780 } });

// A variant the API paused (it lost a chunk), and a good version: the released build under another label.
test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  deployMenuWithoutPageChunk(PAUSED);
  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/versions', {
    version: PAUSED,
    entry: `http://localhost:8081/${PAUSED}/mf-manifest.json`,
  });
  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/versions', { version: GOOD, entry: await entryOf(request, 'mfe_menu', 'initial') });
  await ops(request, 'PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { [PAUSED]: 100 } });
  await guestsReportingFailures(browser, `${venueOrigin('bistro')}/menu`, FAILURE_GUESTS, async (page) => {
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  });
  await ops(request, 'DELETE', '/api/ops/venues/bistro/remotes/mfe_menu');
});

test.afterAll(async ({ request }) => {
  if ((await remoteState(request, 'mfe_menu')).default !== 'initial') {
    await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: 'initial', force: true });
  }
  fs.rmSync(deploymentOf('mfe_menu', PAUSED), { recursive: true, force: true });
});

test('promoting a version the API paused is refused with the reason, from /ops and the API, unless forced', async ({ page, request }) => {
  expect((await remoteState(request, 'mfe_menu')).versions.find((v) => v.version === PAUSED)?.halted_reason).toMatch(
    /Stopped automatically: 2 guests failed to load it/,
  );
  await page.goto(`${API}/ops`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByRole('button', { name: 'Open the operator page' }).click();
  const versions = page.getByRole('table', { name: 'Versions of mfe_menu' });
  await expect(versions).toContainText(`Stopped by the API: Stopped automatically: ${FAILURE_GUESTS} guests failed to load it`);
  await page.getByRole('button', { name: `Promote ${PAUSED} to default of mfe_menu` }).click();
  await expect(page.getByRole('alert')).toContainText(`Refused: mfe_menu ${PAUSED} was stopped (Stopped automatically`);
  await expect(page.getByRole('region', { name: 'mfe_menu' }).getByText('Default version: initial')).toBeVisible();
  // Forcing it is a choice made on purpose, from the refusal; the previous default then stays one step away.
  await page.getByRole('button', { name: `Promote ${PAUSED} anyway to default of mfe_menu` }).click();
  await expect(page.getByRole('status')).toHaveText(`${PAUSED} is now the default of mfe_menu.`);
  await page.getByRole('button', { name: 'Roll back to initial as the default of mfe_menu' }).click();
  await expect(page.getByRole('status')).toHaveText('mfe_menu is rolled back: initial is its default again.');

  const refused = await request.put(`${API}/api/ops/remotes/mfe_menu/default`, {
    headers: { 'x-ops-token': opsToken() },
    data: { version: PAUSED },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toContain('Send "force": true to promote it anyway');
  const cli = runScript('ops', ['promote', 'mfe_menu', PAUSED]);
  expect(cli.status).toBe(1);
  expect(cli.output).toContain(`409 mfe_menu ${PAUSED} was stopped (Stopped automatically`);
  expect((await remoteState(request, 'mfe_menu')).default).toBe('initial');
});

test('rollback restores the previous default in one step: the button on /ops, and npm run ops -- rollback; ship promotes and ends a split at once', async ({
  page,
  request,
}) => {
  await page.goto(`${API}/ops`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByRole('button', { name: 'Open the operator page' }).click();
  await page.getByRole('button', { name: `Promote ${GOOD} to default of mfe_menu` }).click();
  await expect(page.getByRole('status')).toHaveText(`${GOOD} is now the default of mfe_menu.`);
  const rollback = page.getByRole('button', { name: 'Roll back to initial as the default of mfe_menu' });
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations)).toEqual([]);
  await rollback.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('mfe_menu is rolled back: initial is its default again.');
  await expect(page.getByRole('region', { name: 'mfe_menu' }).getByText('Default version: initial')).toBeVisible();
  expect((await remoteState(request, 'mfe_menu')).default).toBe('initial');

  expect(runScript('ops', ['promote', 'mfe_menu', GOOD]).status).toBe(0);
  const back = runScript('ops', ['rollback', 'mfe_menu']);
  expect(back.output).toContain(`mfe_menu rolled back to initial (was ${GOOD})`);

  expect(runScript('ops', ['split', 'bistro', 'mfe_menu', 'initial=50', `${GOOD}=50`]).status).toBe(0);
  // No guest has seen the split yet: a winner called now is refused unless forced.
  const early = runScript('ops', ['ship', 'bistro', 'mfe_menu', GOOD]);
  expect(early.status).toBe(1);
  expect(early.output).toContain('Not enough data yet to ship a winner of mfe_menu at bistro');
  const shipped = runScript('ops', ['ship', 'bistro', 'mfe_menu', GOOD, '--force']);
  expect(shipped.status, shipped.output).toBe(0);
  const state = await remoteState(request, 'mfe_menu');
  expect([state.default, state.previous_default, state.rollouts]).toEqual([GOOD, 'initial', []]);
  expect(runScript('ops', ['rollback', 'mfe_menu']).status).toBe(0);
  expect((await remoteState(request, 'mfe_menu')).default).toBe('initial');
});
