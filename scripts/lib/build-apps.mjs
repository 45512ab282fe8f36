import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apps, builtApps, root } from './apps.mjs';

// Each build's input hash is kept beside the builds, never inside a served folder: a stamp in dist/
// went wherever dist/ was published and told anyone which sources a deployment runs.
const STAMPS = path.join(root, '.build-stamps');
// A build's fingerprint reads its sources only: never what a build, a test run or a tool wrote
// beside them (dist/, dist-sourcemaps/, reports), or the next start rebuilds what did not change.
const skipDirs = new Set(['node_modules', 'coverage', 'test-results', 'playwright-report', 'reports']);
const isOutput = (name) => skipDirs.has(name) || /^dist($|-)/.test(name) || name.endsWith('-sourcemaps') || name.startsWith('.');
const isSource = (name) => !/\.test\.tsx?$/.test(name) && !name.endsWith('.tsbuildinfo');

function hashTree(hash, dir, base) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!isOutput(entry.name)) hashTree(hash, full, base);
    } else if (isSource(entry.name)) hash.update(path.relative(base, full)).update(fs.readFileSync(full));
  }
}

/** A build's inputs: the apps it compiles, the shared package they compile in, and the locked dependencies. */
export function inputHash(dirs, mode, { root: base = root } = {}) {
  const hash = createHash('sha256').update(mode);
  for (const dir of [...dirs, 'shared']) hashTree(hash, path.join(base, dir), base);
  for (const file of ['package-lock.json', 'tsconfig.base.json']) hash.update(fs.readFileSync(path.join(base, file)));
  return hash.digest('hex');
}

function stampFileOf(outDir) {
  return path.join(STAMPS, `${path.relative(root, outDir).split(path.sep).join('__')}.hash`);
}

/** The input hash of the build in `outDir` (an app's dist), as its last build recorded it. */
export function buildHashOf(outDir) {
  return fs.readFileSync(stampFileOf(outDir), 'utf8');
}

/** Runs one rspack build in `cwd` unless its stamp says its inputs did not change and `outDir` is still there. */
function buildOnce({ label, cwd, outDir, args, hash, force, mode }) {
  const stampFile = stampFileOf(outDir);
  const built = fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0;
  if (!force && built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
    console.log(`[build] ${label}: unchanged, kept`);
    return undefined;
  }
  const started = Date.now();
  const result = spawnSync('npx', ['rspack', 'build', ...args], { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: mode } });
  if (result.status !== 0) throw new Error(`Building ${label} failed`);
  fs.mkdirSync(STAMPS, { recursive: true });
  fs.writeFileSync(stampFile, hash);
  const ms = Date.now() - started;
  console.log(`[build] ${label}: built in ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

/** Builds every app in production mode, skipping those whose inputs did not change since their last build. */
export function buildApps({ mode = 'production', force = false, only } = {}) {
  const timings = [];
  for (const app of builtApps.filter((a) => !only || only.includes(a.dir))) {
    const cwd = path.join(root, app.dir);
    const hash = inputHash([app.dir], mode);
    const ms = buildOnce({ label: app.dir, cwd, outDir: path.join(cwd, 'dist'), args: ['--mode', mode], hash, force, mode });
    if (ms !== undefined) timings.push({ app: app.dir, ms });
  }
  return timings;
}

/**
 * The monolith baseline of npm run bench:load (shared/build/monolith.cjs): the shell and every
 * remote's pages as one ordinary single-page app, in shell/dist-monolith.
 */
export function buildMonolith({ force = false } = {}) {
  const shell = path.join(root, 'shell');
  const hash = inputHash(
    apps.map((app) => app.dir),
    'monolith',
  );
  buildOnce({
    label: 'monolith',
    cwd: shell,
    outDir: path.join(shell, 'dist-monolith'),
    args: ['--config', path.join(root, 'shared/build/monolith.cjs')],
    hash,
    force,
    mode: 'production',
  });
}
