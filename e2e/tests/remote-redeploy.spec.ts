import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { buildHash, replaceIn } from '../support/deployments';
import { deployAndPromote, ops } from '../support/registry';
import { venueOrigin } from '../support/menu';

const repo = path.resolve(__dirname, '../..');
const label = `e2e-redeploy-${Date.now().toString(36)}`;
// The team's changed copy of mfe-tab is built under deployments/ (ignored by git, lint and the
// formatter) so it resolves the workspace's packages as the remote itself does.
const workDir = path.join(repo, 'deployments', `.work-${label}`);
const deployed = path.join(repo, 'deployments', 'mfe_tab', label);
const UNTOUCHED = ['shell', 'mfe-menu', 'mfe-checkout', 'mfe-hotel', 'mfe-tab'];
let before: Record<string, string>;

// The tab team changes a text (the open-tab title) and a rule (the last name becomes optional),
// builds its remote alone and ships it through the registry.
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  before = Object.fromEntries(UNTOUCHED.map((app) => [app, buildHash(app)]));
  fs.cpSync(path.join(repo, 'mfe-tab'), workDir, { recursive: true, filter: (file) => !/[\\/](dist|node_modules)$/.test(file) });
  replaceIn(path.join(workDir, 'src/texts/en.ts'), "title: 'Open tab',", "title: 'Start a tab',");
  replaceIn(path.join(workDir, 'src/features/tab-form/rules.ts'), "  if (blank(form.last_name)) missing.push('lastName');\n", '');
  const build = spawnSync('npx', ['rspack', 'build', '--mode', 'production', '--output-path', deployed], {
    cwd: workDir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  await deployAndPromote(request, 'mfe_tab', label, `http://localhost:8082/${label}/mf-manifest.json`);
});

test.afterAll(async ({ request }) => {
  await ops(request, 'PUT', '/api/ops/remotes/mfe_tab/default', { version: 'initial', force: true });
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.rmSync(deployed, { recursive: true, force: true });
});

test('a remote rebuilt alone with a changed text and rule reaches guests, with the shell and the other builds untouched', async ({
  page,
}) => {
  await page.goto(`${venueOrigin('bistro')}/open-tab`);
  await expect(page.getByRole('heading', { name: 'Start a tab' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Table number' }).click();
  await page.getByRole('option', { name: '16', exact: true }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ann');
  await page.getByRole('button', { name: 'Open tab' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByText('Table 16')).toBeVisible();

  expect(Object.fromEntries(UNTOUCHED.map((app) => [app, buildHash(app)]))).toEqual(before);
});
