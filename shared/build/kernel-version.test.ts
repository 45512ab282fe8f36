import fs from 'node:fs';
import path from 'node:path';

import { kernelVersionRule } from './kernel-version.cjs';
import { APPS as LISTED } from './remote-list.cjs';

const repo = path.resolve(__dirname, '../..');
const APPS = LISTED.map((app) => app.dir);
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

  // An app asks for the minor version whose exports it uses, on the kernel's current major; never
  // for one newer than the kernel, which no shell would satisfy.
  it.each(APPS)('%s declares a caret range on the current major of the kernel, no newer than the kernel', (app) => {
    const [major, minor, patch] = kernelVersion.split('.').map(Number);
    const declared = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(declaredRange(app))?.slice(1).map(Number);
    expect(declared?.[0]).toBe(major);
    const [, wantedMinor = 0, wantedPatch = 0] = declared ?? [];
    expect(wantedMinor < (minor ?? 0) || (wantedMinor === minor && wantedPatch <= (patch ?? 0))).toBe(true);
  });

  it('a build can be made for another kernel range, as the version skew test does', () => {
    process.env.TABULA_KERNEL_RANGE = '^3.0.0';
    expect(kernelVersionRule(path.join(repo, 'mfe-tab')).requiredVersion).toBe('^3.0.0');
  });
});
