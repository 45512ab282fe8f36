import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isUp } from './serving';

const repo = path.resolve(__dirname, '../..');

export interface ApiInstance {
  /** http://<slug>.localhost:<port>: a venue on this instance, as a guest's phone reaches it. */
  venueAt(slug: string): string;
  stop(): Promise<void>;
}

/**
 * A second API on its own port and throw-away database, serving the shell's build and the remotes the
 * suite's composition serves, with its own configuration (`env`): for what the composition's API is not
 * started with, such as a short ORDER_EXPIRY_MS.
 */
export async function startApiInstance(port: number, env: Record<string, string>): Promise<ApiInstance> {
  const composition = process.env.E2E_DATA_DIR;
  if (!composition) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-e2e-api-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'platform/src/main.ts')], {
    cwd: repo,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      SHELL_DIST: path.join(repo, 'shell/dist'),
      OPS_DIST: path.join(repo, 'ops/dist'),
      // The registry the composition's API was seeded with: its remotes' copied versions (a remote's origin
      // serves nothing else, so remotes.json's entries at the origins' roots would load nothing).
      REMOTES_FILE: path.join(composition, 'seed-remotes.json'),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG: '0',
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const health = `http://localhost:${port}/api/health`;
  const deadline = Date.now() + 120_000;
  while (!(await isUp(health))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the API on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { venueAt: (slug) => `http://${slug}.localhost:${port}`, stop };
}
