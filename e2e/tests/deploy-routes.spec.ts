import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { buildHash, changedCopy, deploymentOf, runScript } from '../support/deployments';
import { ops, remoteState } from '../support/registry';
import { venueOrigin } from '../support/menu';

// Pages declared by their remote: the menu team adds a screen by deploying mfe-menu alone, and a
// version that no longer declares a route its default does is refused.
const label = `e2e-routes-${Date.now().toString(36)}`;
const SPECIALS = 'Today’s specials';
let copy: string;

test.beforeAll(() => {
  // The menu team's branch: a /specials page, declared in the remote's own routes.json.
  copy = changedCopy('mfe-menu', label, (dir) => {
    const routesFile = path.join(dir, 'src/routes.json');
    const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as { pages: object[] };
    routes.pages.push({ path: '/specials', module: './SpecialsPage', titleKey: 'common.menu', tabBar: true });
    fs.writeFileSync(routesFile, JSON.stringify(routes));
    fs.mkdirSync(path.join(dir, 'src/pages/SpecialsPage'));
    fs.writeFileSync(
      path.join(dir, 'src/pages/SpecialsPage/SpecialsPage.tsx'),
      `import type { PageProps } from '@tabula/shared';
export default function SpecialsPage({ TabBar }: PageProps) {
  return <main><h1>${SPECIALS}</h1>{TabBar ? <TabBar /> : null}</main>;
}
`,
    );
    fs.writeFileSync(path.join(dir, 'src/pages/SpecialsPage/index.ts'), "export { default } from './SpecialsPage';\n");
  });
});

test.afterAll(async ({ request }) => {
  await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: 'initial', force: true });
  fs.rmSync(copy, { recursive: true, force: true });
  fs.rmSync(deploymentOf('mfe_menu', label), { recursive: true, force: true });
});

test('a page deployed with only mfe-menu works in the composed app without a new shell', async ({ page, request }) => {
  test.setTimeout(240_000);
  const shell = buildHash('shell');
  const deploy = runScript('deploy', ['mfe-menu', '--version', label, '--source', copy]);
  expect(deploy.status, deploy.output).toBe(0);
  // Before it is released no guest has the page: the shell's 404 screen, and the status says so.
  expect((await page.goto(`${venueOrigin('bistro')}/specials`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();

  await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: label });
  expect((await page.goto(`${venueOrigin('bistro')}/specials`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: SPECIALS })).toBeVisible();
  // The page asked for the tab bar in its declaration, and the shell handed it mfe_tab's.
  await expect(page.getByRole('button', { name: 'Open tab' })).toBeVisible();
  // The menu's other pages are as they were, and the shell was not rebuilt.
  await page.goto(`${venueOrigin('bistro')}/menu`);
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  expect(buildHash('shell')).toBe(shell);
});

test('a version that no longer declares a route of the default is refused with the reason', async ({ page, request }) => {
  // The menu's first build, which never had /specials, offered again under a new label.
  const menu = await remoteState(request, 'mfe_menu');
  expect(menu.default).toBe(label);
  const initial = menu.versions.find((v) => v.version === 'initial')?.entry ?? '';
  const register = runScript('ops', ['register', 'mfe_menu', `${label}-old`, initial]);
  expect(register.status).toBe(1);
  expect(register.output).toContain(`409 mfe_menu ${label}-old no longer declares /specials, which the default ${label} declares`);
  expect((await remoteState(request, 'mfe_menu')).versions.map((v) => v.version)).not.toContain(`${label}-old`);
  // Guests keep the page.
  await page.goto(`${venueOrigin('bistro')}/specials`);
  await expect(page.getByRole('heading', { name: SPECIALS })).toBeVisible();
});
