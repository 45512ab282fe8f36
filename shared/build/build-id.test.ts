import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildId } from './build-id.cjs';

const repo = path.resolve(__dirname, '../..');

/** A copy of mfe-tab's sources and manifest, as a team's changed build would start from. */
function copyOfTab(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-build-id-'));
  fs.cpSync(path.join(repo, 'mfe-tab', 'src'), path.join(dir, 'src'), { recursive: true });
  fs.copyFileSync(path.join(repo, 'mfe-tab', 'package.json'), path.join(dir, 'package.json'));
  return dir;
}

describe("a remote build's chunk registry", () => {
  afterEach(() => {
    delete process.env.TABULA_KERNEL_RANGE;
  });

  it('is the same for the same sources, so an unchanged remote rebuilds to the same files', () => {
    const copy = copyOfTab();
    expect(buildId(copy, 'production')).toBe(buildId(path.join(repo, 'mfe-tab'), 'production'));
  });

  it('differs when the code differs, so a variant and its fallback never mix chunks in one page', () => {
    const copy = copyOfTab();
    const before = buildId(copy, 'production');
    fs.appendFileSync(path.join(copy, 'src', 'index.ts'), '\nexport const changed = true;\n');
    expect(buildId(copy, 'production')).not.toBe(before);
  });

  it('differs for a build made for another kernel range', () => {
    const app = path.join(repo, 'mfe-tab');
    const current = buildId(app, 'production');
    const major = Number(JSON.parse(fs.readFileSync(path.join(repo, 'shared', 'package.json'), 'utf8')).version.split('.')[0]);
    process.env.TABULA_KERNEL_RANGE = `^${major + 1}.0.0`;
    expect(buildId(app, 'production')).not.toBe(current);
  });
});
