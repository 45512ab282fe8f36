import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { buildBases, fileKey, manifestOf, named, remoteOrigins, sharedPackageFiles } from '../support/federation';

/** Client-side navigation, as a guest moving through the app does: no reload, one page session. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('each remote loads from its own origin, its entry named by the page rather than found through its manifest', async ({ page }) => {
  const entries: string[] = [];
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (/\/remoteEntry\.\w+\.js$/.test(request.url())) entries.push(new URL(request.url()).origin);
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
  });
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await navigate(page, '/previousOrders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await navigate(page, '/join-tab');
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
  await navigate(page, '/login');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();

  expect(new Set(entries)).toEqual(new Set(Object.values(remoteOrigins)));
  expect(manifests).toEqual([]);
});

test('a first visit gets the registry, the venue and the menu remote’s files with the page, not one hop after another', async ({
  page,
  request,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  expect(requested.filter((path) => ['/remotes.json', '/menu-details/'].includes(path))).toEqual([]);
  // Preloaded by <link> tags the shell adds, from the list in the page, as soon as its first script
  // runs: all at once, while the shell's libraries download, not one hop after another.
  // The menu's default version, in its own folder of the menu's origin.
  const menu = named(await buildBases(request), 'mfe_menu');
  const folder = new URL(menu).pathname;
  const initiators = await page.evaluate(
    (origin) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return entries.filter((entry) => entry.name.startsWith(origin)).map((entry) => [new URL(entry.name).pathname, entry.initiatorType]);
    },
    named(remoteOrigins, 'mfe_menu'),
  );
  // The manifest names its files relative to itself: the version's own folder, or the folder of
  // hashed files all the menu's versions share (/_files/).
  const manifest = await manifestOf(request, menu);
  const at = (file: string) => new URL(file, `${menu}/`).href;
  const { remoteEntry } = manifest.metaData;
  const entry = at(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`);
  expect(await page.locator(`link[rel="preload"][href="${entry}"]`).getAttribute('fetchpriority')).toBe('low');
  // The page names the entry, so nothing fetches the manifest.
  expect(initiators.map(([path]) => path)).not.toContain(`${folder}/mf-manifest.json`);
  expect(initiators).toContainEqual([new URL(entry).pathname, 'link']);
  // The menu page's own scripts (module preloads) and styles, as its manifest names them (chunk file
  // names are numbers), each fetched once: a preload the runtime's request did not match would be fetched again.
  const menuPage = manifest.exposes.find((expose) => expose.name === 'MenuPage');
  const pageFiles = [...(menuPage?.assets.js.sync ?? []), ...(menuPage?.assets.css.sync ?? [])].map((file) => new URL(at(file)).pathname);
  expect(pageFiles).not.toEqual([]);
  const pageFetches = initiators.filter(([path]) => pageFiles.includes(path ?? '')).map(([path]) => path);
  // In the order they arrived, which need not be the manifest's.
  expect(pageFetches.sort()).toEqual([...pageFiles].sort());
  // Each from the shell's preload: scripts as modules (their entry imports them), styles as styles.
  for (const file of pageFiles) {
    const rel = file.endsWith('.js') ? 'modulepreload' : 'preload';
    await expect(page.locator(`link[rel="${rel}"][href="${named(remoteOrigins, 'mfe_menu')}${file}"]`)).toHaveCount(1);
  }
});

test('react, react-dom, the router, effector, both parts of Mantine and @tabula/shared are each fetched once', async ({
  page,
  request,
}) => {
  const packageOf = await sharedPackageFiles(request);
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) fetched.push(fileKey(response.url()));
  });

  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const path of ['/previousOrders', '/join-tab', '/login', '/menu']) {
    await navigate(page, path);
    await page.waitForLoadState('networkidle');
  }

  const shared = [
    'react',
    'react-dom',
    'react-router-dom',
    'effector',
    'effector-react',
    '@mantine/core',
    '@tabula/mantine-core-later',
    '@tabula/shared',
  ];
  for (const pkg of shared) {
    const files = fetched.filter((key) => packageOf.get(key)?.has(pkg));
    const ports = new Set(files.map((key) => key.split('/')[0]));
    expect.soft(files.length, `${pkg} files fetched: ${files.join(', ')}`).toBeGreaterThanOrEqual(1);
    expect.soft(new Set(files).size, `${pkg} fetched twice: ${files.join(', ')}`).toBe(files.length);
    expect.soft(ports.size, `${pkg} fetched from several origins: ${files.join(', ')}`).toBe(1);
  }
});

test('a value one remote writes to the shared store is read by the shell and by another remote', async ({ page }) => {
  await page.goto('/menu');
  // mfe_menu writes the language to the shared store...
  await page.getByRole('combobox', { name: /language/i }).selectOption('Español');
  // ...mfe_tab's tab bar, rendered on the same page, reads it,
  await expect(page.getByRole('button', { name: 'Abrir cuenta' })).toBeVisible();
  // and so does the shell's own 404 screen.
  await navigate(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await expect(page.getByText('Página no encontrada')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('an unknown path shows the 404 screen, served with status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await expect(page.getByText('Page Not Found')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('link', { name: 'check it out' }).click();
  await expect(page).toHaveURL(/\/(menu)?\/?(\?.*)?$/);
});
