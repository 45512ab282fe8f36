import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isUp, whileServing } from './serving';

const repo = path.resolve(__dirname, '../..');

/** Where the same code built as one ordinary single-page app (shared/build/monolith.cjs) is served. */
export const MONOLITH_PORT = 8180;

/** The two builds each comparison measures side by side, and where each is served. */
export const BUILDS = [
  { build: 'composed', port: 8080 },
  { build: 'monolith', port: MONOLITH_PORT },
] as const;

/**
 * For measuring scripts: uses the monolith already running on :8180, or builds it and serves it by
 * the same API code as the shell, on a throw-away database, and stops it afterwards.
 */
export async function withMonolith<T>(run: () => Promise<T>): Promise<T> {
  const health = `http://localhost:${MONOLITH_PORT}/api/health`;
  if (await isUp(health)) return run();
  if (spawnSync(process.execPath, [path.join(repo, 'scripts/build-monolith.mjs')], { stdio: 'inherit' }).status !== 0) {
    throw new Error('building the monolith failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-monolith-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'platform/src/main.ts')], {
    cwd: repo,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(MONOLITH_PORT),
      SHELL_DIST: path.join(repo, 'shell/dist-monolith'),
      REMOTES_FILE: path.join(repo, 'remotes.json'),
      DATA_DIR: dataDir,
      LOG: '0',
    },
  });
  return whileServing(server, { health, what: 'the monolith', dataDir }, run);
}
