const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { kernelRange } = require('./kernel-version.cjs');

const SKIPPED = new Set(['node_modules', 'dist', 'dist-monolith', 'coverage', 'test-results']);

function hashTree(hash, dir, base) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full, base);
    else if (!/\.test\.tsx?$/.test(entry.name)) hash.update(path.relative(base, full)).update(fs.readFileSync(full));
  }
}

/**
 * A short id of what a remote's build is made of: its sources and manifest, the kernel it bundles
 * as fallback and the kernel range it declares, and the mode. Two builds of one remote can run in
 * the same page (a failed variant, then the default the shell falls back to); the id keeps what
 * their runtimes name after the uniqueName apart (the stylesheets each loads, keyed by chunk id),
 * since both name their chunks alike but may hold other code. It is in the remote entry only: the
 * chunks are ES modules that name no global (remote-chunks.cjs), so they keep their bytes.
 * Equal inputs give equal ids, so a rebuild of unchanged sources produces the same files.
 */
function buildId(appDir, mode) {
  const hash = createHash('sha256').update(mode).update(kernelRange(appDir));
  hashTree(hash, path.join(appDir, 'src'), appDir);
  hash.update(fs.readFileSync(path.join(appDir, 'package.json')));
  hashTree(hash, path.join(__dirname, '..', 'src'), path.join(__dirname, '..'));
  return hash.digest('hex').slice(0, 10);
}

module.exports = { buildId };
