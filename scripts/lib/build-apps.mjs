import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apps, root } from './apps.mjs';

const STAMP = '.tabula-build-hash';
const skipDirs = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

function hashTree(hash, dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (skipDirs.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else if (!/\.test\.tsx?$/.test(entry.name)) hash.update(path.relative(root, full)).update(fs.readFileSync(full));
  }
}

/** A build's inputs: the app, the shared package it compiles in, and the locked dependencies. */
function inputHash(app, mode) {
  const hash = createHash('sha256').update(mode);
  hashTree(hash, path.join(root, app.dir));
  hashTree(hash, path.join(root, 'shared'));
  for (const file of ['package-lock.json', 'tsconfig.base.json']) hash.update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/** Builds every app in production mode, skipping those whose inputs did not change since their last build. */
export function buildApps({ mode = 'production', force = false, only } = {}) {
  const timings = [];
  for (const app of apps.filter((a) => !only || only.includes(a.dir))) {
    const stampFile = path.join(root, app.dir, 'dist', STAMP);
    const hash = inputHash(app, mode);
    if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
      console.log(`[build] ${app.dir}: unchanged, kept`);
      continue;
    }
    const started = Date.now();
    const result = spawnSync('npx', ['rspack', 'build', '--mode', mode], {
      cwd: path.join(root, app.dir),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: mode },
    });
    if (result.status !== 0) throw new Error(`Building ${app.dir} failed`);
    fs.writeFileSync(stampFile, hash);
    const ms = Date.now() - started;
    timings.push({ app: app.dir, ms });
    console.log(`[build] ${app.dir}: built in ${(ms / 1000).toFixed(1)} s`);
  }
  return timings;
}
