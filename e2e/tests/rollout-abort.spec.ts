import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser } from '@playwright/test';
import type { ProgressiveRolloutReport } from '@tabula/shared/entities';
import { axeChecks } from '../support/axe';
import { changedCopy, deploymentOf, repo, replaceIn, runScript } from '../support/deployments';
import { venueOrigin } from '../support/menu';
import { auditOf, entryOf, ops, opsToken, remoteState } from '../support/registry';
import { expect, test } from '../support/test';

/** The API as Node reaches it: Node does not resolve *.localhost the way Chromium does. */
const API = 'http://localhost:8080';
const label = `e2e-rollout-throws-${Date.now().toString(36)}`;
// A bound, not a wait: at a 50 % share the failure guardrail trips after two of the version's guests, about four guests in.
const MAX_GUESTS = 20;

test.use({ viewport: { width: 360, height: 780 } });

const rolloutOf = async (request: APIRequestContext, id: number) =>
  (await ops(request, 'GET', `/api/ops/rollouts/${id}`)) as ProgressiveRolloutReport;

/**
 * One new guest in a browser of their own opens bistro's menu and must get a working menu, whichever
 * version they were assigned. Resolves to the version the shell reported them exposed to (after their
 * failure report if it failed), or "none" when the rollout had ended before their page.
 */
async function guest(browser: Browser): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const exposed: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || !r.url().endsWith('/api/remotes/exposures')) return;
    const body = r.postDataJSON() as { remote?: string; version?: string };
    if (body.remote === 'mfe_menu' && body.version) exposed.push(body.version);
  });
  const failure = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/remotes/failures'));
  // Only a guest of the throwing version reports one: the others' wait ends with their browser.
  failure.catch(() => undefined);
  await page.goto(`${venueOrigin('bistro')}/menu`);
  await expect(page.locator('#tabula-first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The shell reports the exposure as it starts loading the remote, before the menu shows.
  const version = exposed[0] ?? 'none';
  if (version === label) {
    const reported = await failure;
    expect(reported.status()).toBe(204);
    expect(reported.request().postDataJSON()).toMatchObject({ remote: 'mfe_menu', version: label, stage: 'render' });
  }
  await context.close();
  return version;
}

// The menu team deploys a menu page that throws while rendering (its code loads fine); nobody splits it anywhere.
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  const copy = changedCopy('mfe-menu', label, (dir) =>
    replaceIn(
      path.join(dir, 'src/pages/MenuPage/MenuPage.tsx'),
      'export default function MenuPage({ TabBar }: PageProps) {\n',
      'export default function MenuPage({ TabBar }: PageProps) {\n  if (Date.now() > 0) throw new TypeError("Cannot read properties of undefined (reading \'menu_categories\')");\n',
    ),
  );
  const deploy = runScript('deploy', ['mfe-menu', '--version', label, '--source', copy]);
  expect(deploy.status, deploy.output).toBe(0);
  // Bistro's guests take part in the rollout only if bistro runs no split of its own, whatever an earlier spec left.
  await request.delete(`${API}/api/ops/venues/bistro/remotes/mfe_menu`, { headers: { 'x-ops-token': opsToken() } });
});

test.afterAll(async ({ request }) => {
  // A run that failed half-way leaves no rollout running for the specs after it.
  const { rollouts } = (await ops(request, 'GET', '/api/ops/rollouts')) as { rollouts: ProgressiveRolloutReport[] };
  for (const running of rollouts.filter((r) => r.version === label && r.status === 'running')) {
    await ops(request, 'POST', `/api/ops/rollouts/${running.id}/abort`);
  }
  fs.rmSync(path.join(repo, 'deployments', `.work-${label}`), { recursive: true, force: true });
  fs.rmSync(deploymentOf('mfe_menu', label), { recursive: true, force: true });
});

test('a rollout of a menu that throws aborts by itself once its guests fail, no guest sees an error, and /ops shows why at 360 px', async ({
  browser,
  page,
  request,
}) => {
  const before = (await remoteState(request, 'mfe_menu')).default;
  // Long steps: the failure guardrail must stop it within the first, before any promote is tried.
  const started = (await ops(request, 'POST', '/api/ops/remotes/mfe_menu/rollouts', {
    version: label,
    steps: [50, 100],
    step_seconds: 120,
  })) as ProgressiveRolloutReport;
  expect(started).toMatchObject({ status: 'running', share: 50, step: 1, control: before });
  expect(started.venues).toContain('bistro');

  const seen: string[] = [];
  while ((await rolloutOf(request, started.id)).status === 'running') {
    expect(seen.length, `still running after ${seen.length} guests: ${seen.join(', ')}`).toBeLessThan(MAX_GUESTS);
    seen.push(await guest(browser));
  }
  // Two failing guests are evidence (the autopilot's rule: a thin default is judged with the 1 % baseline); every
  // guest got the version or the default, or none once it had ended.
  expect(seen.filter((v) => v === label).length, seen.join(', ')).toBeGreaterThanOrEqual(2);
  expect(seen.filter((v) => ![label, before, 'none'].includes(v))).toEqual([]);

  const aborted = await rolloutOf(request, started.id);
  expect(aborted).toMatchObject({ status: 'aborted', share: 0 });
  expect(aborted.reason).toMatch(
    /^Aborted automatically: its guests fail significantly more often than the default’s \(\d+ of \d+ guests failed/,
  );
  expect(aborted.guardrails.find((g) => g.name === 'failures')?.state).toBe('tripped');
  expect((await remoteState(request, 'mfe_menu')).default).toBe(before);
  const [abort] = await auditOf(request, 'mfe_menu', 1);
  expect(abort).toMatchObject({ actor: 'system', action: 'rollout-abort', reason: aborted.reason });

  await page.goto(`${API}/ops`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByRole('button', { name: 'Open the operator page' }).click();
  const card = page.getByRole('article', { name: `Rollout #${started.id}: mfe_menu ${label}` });
  await expect(card.getByText('Aborted', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('note')).toContainText(aborted.reason ?? '');
  await expect(card.getByRole('list', { name: `Steps of rollout #${started.id}` }).getByRole('listitem')).toHaveText(['50 %', '100 %']);
  const failures = card
    .getByRole('list', { name: `Guardrails of rollout #${started.id}` })
    .getByRole('listitem')
    .first();
  await expect(failures).toContainText('Failures:Failed');
  await expect(card.getByRole('button')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // WCAG 2.2 AA, target sizes included, on the rollouts section.
  expect((await axeChecks(page).include('section[aria-labelledby="rollouts-title"]').analyze()).violations).toEqual([]);
});

test('an operator starts a rollout on /ops, pauses, resumes and aborts it, by keyboard at 360 px', async ({ page, request }) => {
  // The menu's own build under another label: every guest still gets a working menu.
  const copy = `e2e-rollout-copy-${Date.now().toString(36)}`;
  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/versions', { version: copy, entry: await entryOf(request, 'mfe_menu', 'initial') });
  const before = (await remoteState(request, 'mfe_menu')).default;

  await page.goto(`${API}/ops`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByRole('button', { name: 'Open the operator page' }).click();
  const section = page.getByRole('region', { name: 'Progressive rollouts' });
  await section.getByRole('button', { name: 'Start a rollout' }).click();
  const form = section.getByRole('form', { name: 'Start a rollout' });
  await form.getByRole('combobox', { name: 'Remote' }).selectOption('mfe_menu');
  await form.getByRole('combobox', { name: 'Version' }).selectOption(copy);
  await form.getByRole('textbox', { name: 'Steps (% of guests)' }).fill('50,100');
  await form.getByRole('textbox', { name: 'Each step lasts' }).fill('30m');
  await form.getByRole('textbox', { name: 'Each step lasts' }).press('Enter');

  await expect(section.getByRole('status')).toHaveText(/^Rollout #\d+ of mfe_menu .+ has started\.$/);
  const id = Number(/#(\d+)/.exec((await section.getByRole('status').textContent()) ?? '')?.[1]);
  const card = section.getByRole('article', { name: `Rollout #${id}: mfe_menu ${copy}` });
  await expect(card.getByText('Running', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: '50 % · now' })).toHaveAttribute('aria-current', 'step');
  await expect(card.getByText(/^Next step \(100 %\) in (30|29) min\.$/)).toBeVisible();
  await expect(card.getByRole('list', { name: `Guardrails of rollout #${id}` }).getByRole('listitem')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await axeChecks(page).include('section[aria-labelledby="rollouts-title"]').analyze()).violations).toEqual([]);

  await card.getByRole('button', { name: `Pause rollout #${id}` }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText(`Rollout #${id} of mfe_menu ${copy} is paused: its share holds.`);
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Resume rollout #${id}` }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText(`Rollout #${id} of mfe_menu ${copy} goes on.`);

  await card.getByRole('button', { name: `Abort rollout #${id}` }).focus();
  await page.keyboard.press('Enter');
  await expect(
    card.getByText(`Abort this rollout? Every guest of ${copy} gets ${before} again, and ${before} stays the default.`),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Abort the rollout' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText(`Rollout #${id} of mfe_menu ${copy} is aborted: the default stays as it was.`);
  await expect(card.getByRole('note')).toContainText('Aborted by admin');
  expect((await remoteState(request, 'mfe_menu')).default).toBe(before);
  // Each step of it is in the audit log, with who took it.
  const actions = (await auditOf(request, 'mfe_menu', 4)).map((e) => [e.actor, e.action]);
  expect(actions).toEqual([
    ['admin', 'rollout-abort'],
    ['admin', 'rollout-resume'],
    ['admin', 'rollout-pause'],
    ['admin', 'rollout-start'],
  ]);
});
