import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import semver from 'semver';
import { root } from './apps.mjs';

/** Every installed package.json under node_modules, nested ones included. */
function* installedPackages(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === '.bin' || entry.name === '.cache') continue;
    const folder = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* installedPackages(folder);
      continue;
    }
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest)) yield JSON.parse(fs.readFileSync(manifest, 'utf8'));
    const nested = path.join(folder, 'node_modules');
    if (fs.existsSync(nested)) yield* installedPackages(nested);
  }
}

// CI runs the repo's oldest Node (package.json's engines), so no installed package may ask for a newer one:
// i18next 27, react-i18next 18, lighthouse 13 and @fastify/cookie 11.1.1+ once did (docs/decisions/node-version.md).
it("installs only packages whose engines admit the repo's oldest Node", () => {
  const oldest = semver.minVersion(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node);
  const demanding = [...installedPackages(path.join(root, 'node_modules'))]
    .filter((pkg) => typeof pkg.engines?.node === 'string' && semver.validRange(pkg.engines.node))
    .filter((pkg) => !semver.satisfies(oldest, pkg.engines.node))
    .map((pkg) => `${pkg.name}@${pkg.version} (${pkg.engines.node})`);
  assert.deepEqual([...new Set(demanding)], []);
});
