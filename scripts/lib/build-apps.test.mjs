import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { inputHash } from './build-apps.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-fingerprint-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file, text) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

write('package-lock.json', '{}');
write('tsconfig.base.json', '{}');
write('shared/src/index.ts', 'export const a = 1;');
write('mfe-menu/src/App.tsx', 'export const App = 1;');
write('mfe-menu/rspack.config.cjs', 'module.exports = {};');
const fingerprint = () => inputHash(['mfe-menu'], 'production', { root });

describe('a build’s fingerprint', () => {
  it('reads the sources only: what builds, tests and tools write beside them changes nothing', () => {
    const before = fingerprint();
    write('mfe-menu/dist/remoteEntry.js', 'built');
    write('mfe-menu/dist-sourcemaps/remoteEntry.js.map', '{}');
    write('mfe-menu/dist-monolith/index.html', '<html>');
    write('shared/dist/index.js', 'built');
    write('mfe-menu/coverage/lcov.info', 'TN:');
    write('mfe-menu/tsconfig.tsbuildinfo', '{}');
    write('mfe-menu/.cache/x', 'cached');
    write('mfe-menu/src/App.test.tsx', 'test');
    assert.equal(fingerprint(), before);
  });

  it('changes with a source, a config file or the lock file', () => {
    const before = fingerprint();
    write('mfe-menu/src/App.tsx', 'export const App = 2;');
    const afterSource = fingerprint();
    assert.notEqual(afterSource, before);
    write('mfe-menu/rspack.config.cjs', 'module.exports = { mode: "x" };');
    assert.notEqual(fingerprint(), afterSource);
    const afterConfig = fingerprint();
    write('package-lock.json', '{"lockfileVersion":3}');
    assert.notEqual(fingerprint(), afterConfig);
  });
});
