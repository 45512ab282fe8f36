import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { deploymentOf, runScriptAsync } from '../support/deployments';
import { entryOf, ops } from '../support/registry';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { venueOrigin } from '../support/menu';

const LABEL = `e2e-cdn-${Date.now().toString(36)}`;
// A second origin standing in for a CDN: a static server of a folder, as an object store's sync folder.
const CDN_PORT = 9183;
const CDN = `http://localhost:${CDN_PORT}/menu`;
let bucket: string;
let cdn: Awaited<ReturnType<typeof serveStatic>>;

test.beforeAll(async () => {
  bucket = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-cdn-'));
  cdn = await serveStatic({ dir: bucket, holdsVersions: true, port: CDN_PORT });
});

test.afterAll(async () => {
  await cdn.close();
  fs.rmSync(bucket, { recursive: true, force: true });
});

test('a remote deployed to another origin is registered there and loads from there', async ({ page, request }) => {
  test.setTimeout(240_000);
  const deploy = await runScriptAsync('deploy', ['mfe-menu', '--version', LABEL, '--public-url', CDN, '--to', path.join(bucket, 'menu')]);
  expect(deploy.status, deploy.output).toBe(0);
  // The files went to the folder the CDN serves, built for that address; nothing to the local origin.
  // The hashed ones to the folder the versions share (<public url>/_files/), the manifest to the version's.
  const manifest = JSON.parse(fs.readFileSync(path.join(bucket, 'menu', LABEL, 'mf-manifest.json'), 'utf8')) as {
    metaData: { publicPath: string; remoteEntry: { name: string } };
  };
  expect(manifest.metaData.publicPath).toBe(`${CDN}/_files/`);
  expect(fs.existsSync(path.join(bucket, 'menu', '_files', manifest.metaData.remoteEntry.name))).toBe(true);
  expect(fs.readFileSync(path.join(bucket, 'menu', LABEL, 'index.html'), 'utf8')).toContain(`${CDN}/${LABEL}/harness-runtime.js`);
  expect(fs.existsSync(deploymentOf('mfe_menu', LABEL))).toBe(false);
  expect(await entryOf(request, 'mfe_menu', LABEL)).toBe(`${CDN}/${LABEL}/mf-manifest.json`);

  // Seen composed through a preview link: every file of the menu from the CDN, under a policy that admits it.
  const { link } = (await ops(request, 'POST', '/api/ops/previews', {
    remote: 'mfe_menu',
    version: LABEL,
    venue: 'bistro',
    path: '/menu',
  })) as {
    link: string;
  };
  const menuFiles: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.port === '8081' || url.port === String(CDN_PORT)) menuFiles.push(url.origin);
  });
  const response = await page.goto(link);
  await expect(page).toHaveURL(`${venueOrigin('bistro')}/menu`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Unreleased versions in this browser' })).toContainText(`mfe_menu ${LABEL}`);
  expect(new Set(menuFiles)).toEqual(new Set([`http://localhost:${CDN_PORT}`]));
  expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`script-src [^;]*http://localhost:${CDN_PORT}`));
});
