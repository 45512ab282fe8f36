import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { runScript } from '../support/deployments';
import { auditOf, entryOf, ops, opsToken, RELEASE_MANAGER } from '../support/registry';

const API = 'http://localhost:8080';
const COPY = `e2e-audited-${Date.now().toString(36)}`;

test.use({ viewport: { width: 360, height: 780 } });

test('the audit log lists every step of a release with the operator who took it, newest first: API, /ops and npm run ops -- audit', async ({
  page,
  request,
}) => {
  const asManager = (method: 'POST' | 'PUT' | 'DELETE', pathname: string, data?: unknown) =>
    ops(request, method, pathname, data, RELEASE_MANAGER.token);
  await asManager('POST', '/api/ops/remotes/mfe_menu/versions', { version: COPY, entry: await entryOf(request, 'mfe_menu', 'initial') });
  await asManager('PUT', '/api/ops/venues/harbour/remotes/mfe_menu', { variants: { initial: 50, [COPY]: 50 } });
  await asManager('DELETE', '/api/ops/venues/harbour/remotes/mfe_menu');
  await ops(request, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: COPY });
  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/rollback');

  const steps = (await auditOf(request, 'mfe_menu', 5)).map((e) => [e.actor, e.action, e.venue]);
  expect(steps).toEqual([
    ['admin', 'rollback', null],
    ['admin', 'promote', null],
    [RELEASE_MANAGER.name, 'stop', 'harbour'],
    [RELEASE_MANAGER.name, 'split', 'harbour'],
    [RELEASE_MANAGER.name, 'register', null],
  ]);

  await page.goto(`${API}/ops`);
  await page.getByLabel('Ops token').fill(RELEASE_MANAGER.token);
  await page.getByRole('button', { name: 'Open the operator page' }).click();
  // At 360 px the log is a list of wrapped entries (its table is for wide screens).
  const log = page.getByRole('list', { name: 'Changes of the registry, newest first' });
  const entries = log.getByRole('listitem');
  await expect(entries.nth(0)).toContainText('Who: admin');
  await expect(entries.nth(0)).toContainText(/^rollback/);
  await expect(entries.nth(4)).toContainText(`Who: ${RELEASE_MANAGER.name}`);
  await expect(entries.nth(4)).toContainText(/^register/);
  await expect(entries.nth(4)).toContainText(COPY);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const cli = runScript('ops', ['audit', 'mfe_menu', '--limit', '5']);
  expect(cli.status, cli.output).toBe(0);
  const lines = cli.output.trim().split('\n');
  expect(lines).toHaveLength(5);
  expect(lines[0]).toMatch(/admin\s+rollback\s+mfe_menu/);
  expect(lines[4]).toMatch(new RegExp(`${RELEASE_MANAGER.name}\\s+register\\s+mfe_menu .*${COPY}`));
  expect(opsToken()).not.toBe(RELEASE_MANAGER.token);
});
