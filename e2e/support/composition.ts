import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { isUp, whileServing } from './serving';

const repo = path.resolve(__dirname, '../..');

/**
 * For measuring scripts: uses the composition already running on :8080, or builds and starts one
 * on a throw-away database and stops it afterwards.
 */
export async function withComposition<T>(run: () => Promise<T>): Promise<T> {
  if (await isUp('http://localhost:8080/api/health')) return run();
  const build = spawn(process.execPath, [path.join(repo, 'scripts/build.mjs')], { stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed')))));
  const dataDir = path.join(os.tmpdir(), `tabula-measure-${process.pid}`);
  const server: ChildProcess = spawn(process.execPath, [path.join(repo, 'scripts/serve.mjs')], {
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return whileServing(server, { health: 'http://localhost:8080/api/health', what: 'the composition', dataDir }, run);
}
