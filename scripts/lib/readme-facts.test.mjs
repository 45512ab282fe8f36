import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import remoteRoutes from '../../shared/build/remote-routes.cjs';
import { remotes, root } from './apps.mjs';

const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const kernelRange = (dir) => JSON.parse(read(`${dir}/package.json`)).dependencies?.['@tabula/shared'];

// The READMEs state the kernel's version and each remote's range by hand: they went stale once (4.0.0 against 5.1.1).
describe('the versions the READMEs state', () => {
  it('name the kernel version shared/package.json has', () => {
    const version = JSON.parse(read('shared/package.json')).version;
    assert.match(read('README.md'), new RegExp(`@tabula/shared ${version.replaceAll('.', '\\.')}\\b`));
  });

  for (const app of remotes) {
    it(`name the kernel range ${app.dir} declares`, () => {
      const range = kernelRange(app.dir);
      const stated = [...read(`${app.dir}/README.md`).matchAll(/`(\^\d+\.\d+\.\d+)`/g)].map((m) => m[1]);
      assert.ok(stated.length > 0, `${app.dir}/README.md states no kernel range`);
      assert.deepEqual([...new Set(stated)], [range]);
    });
  }
});

// The Layout lists each remote's routes, which its src/routes.json declares.
describe("the README's list of remotes", () => {
  for (const app of remotes) {
    it(`names the routes ${app.dir} declares, in its order`, () => {
      const line = new RegExp(`^${app.dir}/\\s+remote: ([^\\n]*(?:\\n {22}[^\\n]*)*)`, 'm').exec(read('README.md'))?.[1] ?? '';
      const stated = line.match(/\/[^\s,]*/g)?.filter((p) => p !== '/') ?? [];
      const declared = remoteRoutes.readRoutes(path.join(root, app.dir)).pages.map((p) => p.path);
      assert.deepEqual(stated, declared);
    });
  }
});

describe('the facts the root README states', () => {
  it('names the Node version package.json engines demand', () => {
    const engines = JSON.parse(read('package.json')).engines.node;
    const [, version] = /^>=(\d+\.\d+)$/.exec(engines) ?? [];
    assert.ok(version, `engines.node ${engines} is not a ">=major.minor" range`);
    assert.match(read('README.md'), new RegExp(`with Node ${version.replaceAll('.', '\\.')}\\+ and npm`));
  });

  it('lists every remote at the origin it is served from, and no other', () => {
    const rows = [...read('README.md').matchAll(/^\| http:\/\/localhost:(\d+) \| `(mfe-[a-z]+)` versions/gm)].map((m) => [
      m[2],
      Number(m[1]),
    ]);
    assert.deepEqual(
      rows,
      remotes.map((app) => [app.dir, app.port]),
    );
  });
});
