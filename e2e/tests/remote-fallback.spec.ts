import { expect, test } from '../support/test';

const APP = 'http://localhost:8080';
const MENU_ORIGIN = 'http://localhost:8081';
// A deployment of the menu that lost a chunk, served beside the default as `npm run deploy` serves
// versions (http://localhost:8081/<version>/): the browser gets every file of it but the page's chunk.
const BROKEN = 'e2e-missing-chunk';

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

test('a variant whose page chunk is missing: the menu renders from the default version, and the failure is reported', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get(`${MENU_ORIGIN}/mf-manifest.json`)).json()) as Manifest;
  const menuPage = manifest.exposes.find((expose) => expose.path === './MenuPage');
  expect(menuPage, 'mfe_menu exposes ./MenuPage').toBeDefined();
  // The page's own chunk: the one named after it (chunk ids are named), not a shared library's.
  const missing = (menuPage?.assets.js.sync ?? []).find((file) => /MenuPage/i.test(file));
  expect(missing, 'the MenuPage chunk is in its manifest').toBeDefined();

  await page.route(`${MENU_ORIGIN}/${BROKEN}/**`, async (route) => {
    const url = route.request().url();
    if (url.endsWith(`/${missing}`)) return route.fulfill({ status: 404, body: 'Not Found' });
    return route.continue({ url: url.replace(`/${BROKEN}/`, '/') });
  });
  // The guest was assigned the broken variant; its fallback is the remote's default. The registry the
  // page carries is rewritten so, before the shell reads it (its start-up waits for several tasks).
  await page.addInitScript((broken: string) => {
    document.addEventListener('DOMContentLoaded', () => {
      const block = document.getElementById('tabula-registry');
      if (!block?.textContent) return;
      const registry = JSON.parse(block.textContent) as { remotes: Record<string, { entry: string; version?: string }> };
      const menu = registry.remotes.mfe_menu as { entry: string; version?: string };
      const variant = { entry: menu.entry.replace(/\/mf-manifest\.json$/, `/${broken}/mf-manifest.json`), version: broken };
      registry.remotes.mfe_menu = { ...variant, fallback: { entry: menu.entry, version: menu.version ?? 'initial' } } as typeof menu;
      block.textContent = JSON.stringify(registry);
    });
  }, BROKEN);

  const report = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/remotes/failures'));
  const missingChunk = page.waitForResponse((r) => r.url().endsWith(`/${BROKEN}/${missing}`));
  await page.goto(`${APP}/menu`);

  expect((await missingChunk).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  const sent = await report;
  expect(sent.postDataJSON()).toEqual({ remote: 'mfe_menu', version: BROKEN, stage: 'chunk' });
  // The API's failures endpoint (204, rate-limited) counts it towards stopping the variant.
  expect((await sent.response())?.status()).toBe(204);
});
