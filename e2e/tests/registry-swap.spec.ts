import path from 'node:path';
import { expect, test } from '../support/test';
import { deployAndPromote, ops } from '../support/registry';
import { serveStatic } from '../../scripts/lib/static-server.mjs';

const candidatePort = 8091;
let candidate: Awaited<ReturnType<typeof serveStatic>>;

test.beforeAll(async () => {
  // A second deployment of the menu remote, as a team would put up for an A/B swap.
  candidate = await serveStatic({ dir: path.resolve(__dirname, '../../mfe-menu/dist'), port: candidatePort });
});

test.afterAll(async ({ request }) => {
  await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: 'initial', force: true });
  await candidate.close();
});

test('promoting a registered build swaps a remote on the next page load, with no rebuild or restart', async ({ page, request }) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    // The page names each remote's entry, which the browser loads from the build's origin.
    if (/\/remoteEntry\.\w+\.js$/.test(r.url())) seen.push(new URL(r.url()).origin);
  });
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(seen).toContain('http://localhost:8081');

  await deployAndPromote(request, 'mfe_menu', 'swap-candidate', `http://localhost:${candidatePort}/mf-manifest.json`);

  seen.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(seen).toContain(`http://localhost:${candidatePort}`);
  expect(seen).not.toContain('http://localhost:8081');
});
