import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { deploymentOf, repo, runScript } from '../support/deployments';
import { auditOf, ops, remoteState } from '../support/registry';
import { venueOrigin } from '../support/menu';
import openPreviewLink from '../support/preview-state';

// Versions are immutable and deployments/ outlives the run's database, so each run deploys its own.
const LABEL = `e2e-preview-${Date.now().toString(36)}`;

/** The versions of the menu a page fetched files of, by their folder on the menu's origin. */
function menuVersionsLoaded(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.port === '8081') seen.add(url.pathname.split('/')[1] ?? '');
  });
  return seen;
}

test.beforeAll(async ({ request }) => {
  // A team's unreleased version: the menu's build as its own version folder, registered and not released.
  fs.cpSync(path.join(repo, 'mfe-menu', 'dist'), deploymentOf('mfe_menu', LABEL), { recursive: true });
  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/versions', {
    version: LABEL,
    entry: `http://localhost:8081/${LABEL}/mf-manifest.json`,
  });
});

test.afterAll(() => {
  fs.rmSync(deploymentOf('mfe_menu', LABEL), { recursive: true, force: true });
});

test('a preview link shows the unreleased version to its browser alone, with a badge to leave it', async ({ page, browser, request }) => {
  const made = runScript('ops', ['preview', 'mfe-menu', LABEL, '--venue', 'bistro', '--path', '/menu']);
  expect(made.status, made.output).toBe(0);
  const link = /http:\/\/bistro\.localhost:8080\/preview\?\S+/.exec(made.output)?.[0];
  expect(link, made.output).toBeTruthy();
  expect((await auditOf(request, 'mfe_menu', 1))[0]).toMatchObject({ action: 'preview', actor: 'admin', after: { version: LABEL } });

  const loaded = menuVersionsLoaded(page);
  const exposures: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/remotes/exposures')) exposures.push(r.url());
  });
  await page.goto(link as string);
  await expect(page).toHaveURL(`${venueOrigin('bistro')}/menu`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const badge = page.getByRole('complementary', { name: 'Unreleased versions in this browser' });
  await expect(badge).toContainText(`Preview: mfe_menu ${LABEL}`);
  expect([...loaded]).toContain(LABEL);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Another guest at the same venue gets the released menu, no badge.
  const other = await browser.newContext();
  const guest = await other.newPage();
  const theirs = menuVersionsLoaded(guest);
  await guest.goto(`${venueOrigin('bistro')}/menu`);
  await expect(guest.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(guest.getByRole('complementary', { name: 'Unreleased versions in this browser' })).toHaveCount(0);
  expect([...theirs]).not.toContain(LABEL);
  await other.close();
  expect((await remoteState(request, 'mfe_menu')).default).toBe('initial');

  // Hidden for this page only; the preview stays until Exit.
  await badge.getByRole('button', { name: 'Hide' }).click();
  await expect(badge).toHaveCount(0);
  await page.reload();
  await expect(badge).toContainText(`Preview: mfe_menu ${LABEL}`);
  loaded.clear();
  await badge.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(badge).toHaveCount(0);
  expect([...loaded]).not.toContain(LABEL);
  expect(exposures).toEqual([]);
});

test("a team's e2e run with PREVIEW_LINK gets the previewed version in every browser it opens", async ({ browser }, testInfo) => {
  const made = runScript('ops', ['preview', 'mfe-menu', LABEL, '--venue', 'bistro', '--path', '/menu']);
  const link = /http:\/\/bistro\.localhost:8080\/preview\?\S+/.exec(made.output)?.[0];
  expect(link, made.output).toBeTruthy();
  // What the config's global setup does when a team sets PREVIEW_LINK (support/preview-state.ts).
  const stateFile = testInfo.outputPath('preview-state.json');
  const saved = { link: process.env.PREVIEW_LINK, state: process.env.E2E_PREVIEW_STATE };
  Object.assign(process.env, { PREVIEW_LINK: link, E2E_PREVIEW_STATE: stateFile });
  try {
    await openPreviewLink();
  } finally {
    for (const [name, value] of [
      ['PREVIEW_LINK', saved.link],
      ['E2E_PREVIEW_STATE', saved.state],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const context = await browser.newContext({ storageState: stateFile });
  const page = await context.newPage();
  const loaded = menuVersionsLoaded(page);
  await page.goto(`${venueOrigin('bistro')}/menu`);
  await expect(page.getByRole('complementary', { name: 'Unreleased versions in this browser' })).toContainText(
    `Preview: mfe_menu ${LABEL}`,
  );
  expect([...loaded]).toContain(LABEL);
  await context.close();
});
