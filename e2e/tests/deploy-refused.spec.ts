import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { buildHash, deploymentOf, folderHash, repo, runScript } from '../support/deployments';
import { auditOf, remoteState } from '../support/registry';
import { venueOrigin } from '../support/menu';

const kernelMajor = Number(
  (JSON.parse(fs.readFileSync(path.join(repo, 'shared/package.json'), 'utf8')) as { version: string }).version.split('.')[0],
);
const label = `e2e-refused-${Date.now().toString(36)}`;

test('a build the shell cannot host is refused with the reason, and changes nothing any guest is served', async ({ page, request }) => {
  test.setTimeout(300_000);
  const before = await remoteState(request, 'mfe_menu');
  const initialFolder = path.join(repo, 'deployments', 'mfe_menu', new URL(before.versions[0]?.entry ?? '').pathname.split('/')[1] ?? '');
  const served = folderHash(initialFolder);
  const dist = buildHash('mfe-menu');

  // Built for the next kernel major, which the shell's copy of @tabula/shared does not satisfy.
  const deploy = runScript('deploy', ['mfe-menu', '--version', label], { env: { TABULA_KERNEL_RANGE: `^${kernelMajor + 1}.0.0` } });
  expect(deploy.status).toBe(1);
  expect(deploy.output).toMatch(
    new RegExp(`409 The shell cannot host mfe_menu ${label}: it needs @tabula/shared \\^${kernelMajor + 1}\\.0\\.0`),
  );

  // Nothing of it stays: no version folder, no registration, no audit entry; dist/ and the served version untouched.
  expect(fs.existsSync(deploymentOf('mfe_menu', label))).toBe(false);
  const after = await remoteState(request, 'mfe_menu');
  expect(after.versions.map((v) => v.version)).toEqual(before.versions.map((v) => v.version));
  expect(after.default).toBe(before.default);
  expect((await auditOf(request, 'mfe_menu')).some((e) => JSON.stringify(e.after ?? null).includes(label))).toBe(false);
  expect(buildHash('mfe-menu')).toBe(dist);
  expect(folderHash(initialFolder)).toBe(served);

  await page.goto(`${venueOrigin('harbour')}/menu`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
