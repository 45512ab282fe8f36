import fs from 'node:fs';
import path from 'node:path';

import { kernelVersionRule } from './kernel-version.cjs';

const repo = path.resolve(__dirname, '../..');
const APPS = ['shell', 'mfe-menu', 'mfe-tab', 'mfe-checkout', 'mfe-hotel'];
const kernelVersion: string = JSON.parse(fs.readFileSync(path.join(repo, 'shared/package.json'), 'utf8')).version;

function declaredRange(app: string): string {
  return JSON.parse(fs.readFileSync(path.join(repo, app, 'package.json'), 'utf8')).dependencies['@tabula/shared'];
}

describe('the kernel a federated app accepts', () => {
  afterEach(() => {
    delete process.env.TABULA_KERNEL_RANGE;
  });

  it.each(APPS)('%s requires the kernel range it declares, strictly, so a mismatch is refused', (app) => {
    expect(kernelVersionRule(path.join(repo, app))).toEqual({ strictVersion: true, requiredVersion: declaredRange(app) });
  });

  it.each(APPS)('%s declares a caret range on the current major of the kernel', (app) => {
    expect(declaredRange(app)).toBe(`^${kernelVersion.split('.')[0]}.0.0`);
  });

  it('a build can be made for another kernel range, as the version skew test does', () => {
    process.env.TABULA_KERNEL_RANGE = '^3.0.0';
    expect(kernelVersionRule(path.join(repo, 'mfe-tab')).requiredVersion).toBe('^3.0.0');
  });
});
