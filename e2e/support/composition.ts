import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

export async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
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
  const server: ChildProcess = spawn(process.execPath, [path.join(repo, 'scripts/serve.mjs')], {
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return whileServing(server, { health: 'http://localhost:8080/api/health', what: 'the composition', dataDir }, run);
}

/**
 * Runs `run` once the started server answers its health check, then stops the server and removes
 * its throw-away database. A busy machine (builds and test runs beside this one) takes a while to
 * start the database, hence the long wait.
 */
export async function whileServing<T>(
  server: ChildProcess,
  { health, what, dataDir }: { health: string; what: string; dataDir: string },
  run: () => Promise<T>,
): Promise<T> {
  try {
    const deadline = Date.now() + 120_000;
    while (!(await isUp(health))) {
      if (Date.now() > deadline) throw new Error(`${what} did not start within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return await run();
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
