import { spawn } from 'node:child_process';
import path from 'node:path';
import { apps, root } from './lib/apps.mjs';

// Dev servers with hot reload on the production ports; the API moves to :8090 behind the shell's proxy.
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'api/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      PORT: '8090',
      // Guests reach it through the shell's dev server on :8080, so links and hosts are that origin's.
      PUBLIC_URL: 'http://localhost:8080',
      // Each remote's standalone harness calls the API from its own dev server's origin.
      CORS_ORIGINS: apps.map((app) => `http://localhost:${app.port}`).join(','),
      REMOTES_FILE: path.join(root, 'remotes.json'),
      // A registry of its own: its `initial` builds are the dev servers' (remotes.json), where the
      // production composition's are copied versions the dev servers do not serve.
      DATA_DIR: path.join(root, '.data/dev-api'),
      ...process.env,
    },
  }),
  ...apps.map((app) => spawn('npx', ['rspack', 'serve', '--mode', 'development'], { cwd: path.join(root, app.dir), stdio: 'inherit' })),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
