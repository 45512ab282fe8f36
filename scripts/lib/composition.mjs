import { spawn } from 'node:child_process';
import path from 'node:path';
import { remotes, root } from './apps.mjs';
import { serveStatic, staticServerLimits } from './static-server.mjs';

/**
 * Starts the composed product from the production builds: the API with the shell's build and
 * /remotes.json on :8080, and each remote's build on its own origin, with its deployed versions
 * (deployments/<remote>/<version>/) at /<version>/.
 */
export async function startComposition({ env = {} } = {}) {
  const limits = staticServerLimits({ ...process.env, ...env });
  const servers = await Promise.all(
    remotes.map((app) =>
      serveStatic({
        dir: path.join(root, app.dir, 'dist'),
        deployments: path.join(root, 'deployments', app.name),
        port: app.port,
        ...limits,
      }),
    ),
  );
  for (const app of remotes) console.log(`[serve] ${app.dir} on http://localhost:${app.port}`);

  const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      PORT: '8080',
      SHELL_DIST: path.join(root, 'shell/dist'),
      REMOTES_FILE: path.join(root, 'remotes.json'),
      DATA_DIR: path.join(root, '.data/api'),
      ...process.env,
      ...env,
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
