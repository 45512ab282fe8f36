import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { remotes, root } from './apps.mjs';
import { serveStatic, staticServerLimits } from './static-server.mjs';
import { copyInitialBuilds, deploymentsOf, writeSeedRegistry } from './versions.mjs';

/**
 * Starts the composed product: the API with the shell's build, the operator app at /ops and /remotes.json on :8080, and each
 * remote's origin serving its versions (deployments/<remote>/<version>/ at /<version>/, and the
 * hashed files they share at /_files/) and nothing else: a remote's dist/ is build output, never served, so rebuilding it changes nothing a guest gets.
 * Each remote's current build is copied as a version first; the API registers those as `initial`
 * on its first start (a fresh data folder).
 */
export async function startComposition({ env = {} } = {}) {
  const limits = staticServerLimits({ ...process.env, ...env });
  const folders = copyInitialBuilds();
  const dataDir = env.DATA_DIR ?? process.env.DATA_DIR ?? path.join(root, '.data/api');
  const seed = writeSeedRegistry(
    env.REMOTES_FILE ?? process.env.REMOTES_FILE ?? path.join(root, 'remotes.json'),
    path.join(dataDir, 'seed-remotes.json'),
    folders,
  );
  const servers = await Promise.all(
    remotes.map((app) => {
      fs.mkdirSync(deploymentsOf(app), { recursive: true });
      return serveStatic({ dir: deploymentsOf(app), holdsVersions: true, port: app.port, ...limits });
    }),
  );
  for (const app of remotes)
    console.log(`[serve] ${app.dir} versions on http://localhost:${app.port}/<version>/ (first build: ${folders[app.name]})`);

  const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'platform/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      PORT: '8080',
      SHELL_DIST: path.join(root, 'shell/dist'),
      OPS_DIST: path.join(root, 'ops/dist'),
      DATA_DIR: path.join(root, '.data/api'),
      ...process.env,
      ...env,
      REMOTES_FILE: seed,
    },
  });

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    api.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
    process.exit(code);
  };
  api.on('exit', (code) => {
    if (!stopping) {
      console.error(`[serve] the API exited (${code}); stopping`);
      void stop(code ?? 1);
    }
  });
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  return { stop };
}
