import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isUp, whileServing } from './serving';

const repo = path.resolve(__dirname, '../..');

/** The data folder of the composition measured: npm start's, or the throw-away one started below. */
let dataFolder = path.join(repo, '.data/api');

/** The operator token of the composition measured (OPS_TOKEN when set), for a bench that deploys and releases. */
export function compositionOpsToken(): string {
  return process.env.OPS_TOKEN ?? fs.readFileSync(path.join(dataFolder, 'ops-token'), 'utf8').trim();
}

/**
 * For measuring scripts: uses the composition already running on :8080, or builds and starts one
 * on a throw-away database and stops it afterwards.
 */
export async function withComposition<T>(run: () => Promise<T>): Promise<T> {
  if (await isUp('http://localhost:8080/api/health')) return run();
  const build = spawn(process.execPath, [path.join(repo, 'scripts/build.mjs')], { stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed')))));
  const dataDir = path.join(os.tmpdir(), `tabula-measure-${process.pid}`);
  dataFolder = dataDir;
  const server: ChildProcess = spawn(process.execPath, [path.join(repo, 'scripts/serve.mjs')], {
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return whileServing(server, { health: 'http://localhost:8080/api/health', what: 'the composition', dataDir }, run);
}
