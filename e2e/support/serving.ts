import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Runs `run` once the started server answers its health check, then stops the server and removes
 * its throw-away database, when given one to remove. A busy machine (builds and test runs beside this one) takes a while to
 * start the database, hence the long wait.
 */
export async function whileServing<T>(
  server: ChildProcess,
  { health, what, dataDir }: { health: string; what: string; dataDir?: string },
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
    // A server that already stopped (it failed to start) sends no second exit.
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
