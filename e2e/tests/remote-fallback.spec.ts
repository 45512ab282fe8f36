import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { ops } from '../support/registry';

const BISTRO = 'http://bistro.localhost:8080';
const repo = path.resolve(__dirname, '../..');
// A deployment of the menu that lost its page chunk on the way to the CDN, served beside the
// default as `npm run deploy` serves versions: http://localhost:8081/<version>/.
const BROKEN = 'e2e-missing-chunk';
const deployed = path.join(repo, 'deployments', 'mfe_menu', BROKEN);

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

test.afterEach(async ({ request }) => {
  await request.fetch('http://localhost:8080/api/ops/venues/bistro/remotes/mfe_menu', {
    method: 'DELETE',
    headers: { 'x-ops-token': fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'ops-token'), 'utf8').trim() },
  });
  fs.rmSync(deployed, { recursive: true, force: true });
});

test('a variant whose page chunk is missing: the menu renders from the default version, and the failure is reported', async ({
  page,
  request,
}) => {
  fs.rmSync(deployed, { recursive: true, force: true });
  fs.cpSync(path.join(repo, 'mfe-menu', 'dist'), deployed, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(deployed, 'mf-manifest.json'), 'utf8')) as Manifest;
  // The page's own chunk: the one named after it (chunk ids are named), not a shared library's.
  const missing = manifest.exposes.find((expose) => expose.path === './MenuPage')?.assets.js.sync.find((file) => /MenuPage/i.test(file));
  expect(missing, 'the MenuPage chunk is in its manifest').toBeDefined();
  for (const twin of ['', '.br', '.gz']) fs.rmSync(path.join(deployed, `${missing}${twin}`), { force: true });

  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/versions', {
    version: BROKEN,
    entry: `http://localhost:8081/${BROKEN}/mf-manifest.json`,
  });
  await ops(request, 'PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { [BROKEN]: 100 } });

  const report = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/remotes/failures'));
  const missingChunk = page.waitForResponse((r) => r.url().endsWith(`/${BROKEN}/${missing}`));
  await page.goto(`${BISTRO}/menu`);

  expect((await missingChunk).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  const sent = await report;
  expect(sent.postDataJSON()).toEqual({ remote: 'mfe_menu', version: BROKEN, stage: 'chunk' });
  expect((await sent.response())?.status()).toBe(204);

  const listed = (await ops(request, 'GET', '/api/ops/remotes')) as {
    remotes: { name: string; rollouts: { venue: string; variants: { version: string; load_failures: number }[] }[] }[];
  };
  const rollout = listed.remotes.find((remote) => remote.name === 'mfe_menu')?.rollouts.find((r) => r.venue === 'bistro');
  expect(rollout?.variants.find((variant) => variant.version === BROKEN)?.load_failures).toBe(1);
});
