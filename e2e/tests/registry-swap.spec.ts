import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { serveStatic } from '../../scripts/lib/static-server.mjs';

const registryFile = process.env.E2E_REMOTES_FILE as string;
const candidatePort = 8091;
let candidate: Awaited<ReturnType<typeof serveStatic>>;
let original: string;

test.beforeAll(async () => {
  original = fs.readFileSync(registryFile, 'utf8');
  // A second deployment of the menu remote, as a team would put up for an A/B swap.
  candidate = await serveStatic({ dir: path.resolve(__dirname, '../../mfe-menu/dist'), port: candidatePort });
});

test.afterAll(async () => {
  fs.writeFileSync(registryFile, original);
  await candidate.close();
});

test('editing the registry swaps a remote on the next page load, with no rebuild or restart', async ({ page }) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/mf-manifest.json')) seen.push(new URL(r.url()).origin);
  });
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(seen).toContain('http://localhost:8081');

  const registry = JSON.parse(original) as { remotes: Record<string, { entry: string }> };
  registry.remotes.mfe_menu = { entry: `http://localhost:${candidatePort}/mf-manifest.json` };
  fs.writeFileSync(registryFile, JSON.stringify(registry));

  seen.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(seen).toContain(`http://localhost:${candidatePort}`);
  expect(seen).not.toContain('http://localhost:8081');
});
