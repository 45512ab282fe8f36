// npm run dev                          every app's dev server with hot refresh, on the production ports
// npm run dev -- <remote> [--port <n>] one remote's dev server, composed with what is deployed
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps, operatorApp, remotes, root } from './lib/apps.mjs';
import { apiUrl, remoteNamed } from './lib/ops-client.mjs';

/** Where a developer's own dev server listens, beside a running composition (which holds 8080-8084). */
const DEV_REMOTE_PORT = 3001;

const { values, positionals } = parseArgs({ allowPositionals: true, options: { port: { type: 'string' } } });
if (positionals.length > 1) {
  console.error('Usage: npm run dev [-- <remote> [--port <n>]]');
  process.exit(1);
}

// Rspack's own script, not through npx: stopping the child then stops the server.
const RSPACK = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');

function devServer(app, args = [], env = {}) {
  return spawn(process.execPath, [RSPACK, 'serve', '--mode', 'development', ...args], {
    cwd: path.join(root, app.dir),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

/**
 * One remote's dev server on its own port, and the link that composes it with the running
 * composition (npm start, or TABULA_API): the /ops page's developer override, filled in with this
 * server's manifest. Applied there with the ops token, it serves this browser alone the dev build
 * in place of the registry's, with the other remotes as deployed: Nx's --devRemotes, for one browser.
 */
function oneRemote(given) {
  const app = remoteNamed(remotes, given);
  const port = Number(values.port ?? DEV_REMOTE_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port ${values.port} is not a port`);
  const entry = `http://localhost:${port}/mf-manifest.json`;
  const link = `${apiUrl}/ops?${new URLSearchParams({ override: app.name, entry })}`;
  console.log(`[dev] ${app.name} dev server on http://localhost:${port} (hot refresh).`);
  console.log(`[dev] Compose it with what is deployed at ${apiUrl}, in your browser alone: open`);
  console.log(`  ${link}`);
  console.log('[dev] and choose "Override in this browser" (the page asks for the ops token once). Exit on the app\'s badge ends it.');
  // Built for the production page it joins (shared/build: production React, no eval); an edit reloads that page.
  return [devServer(app, ['--port', String(port)], { TABULA_COMPOSED_DEV: '1' })];
}

// The operator's app is no guest's, so no dev server: a watch build the dev API serves at /ops, outside dist/
// (the production build's, which npm start keeps by its fingerprint). Composed-dev mode: no eval, which
// the page's Content-Security-Policy refuses.
const OPS_DEV_DIST = path.join(root, operatorApp.dir, 'dist-dev');

function opsWatch() {
  return spawn(process.execPath, [RSPACK, 'build', '--watch', '--mode', 'development', '--output-path', OPS_DEV_DIST], {
    cwd: path.join(root, operatorApp.dir),
    stdio: 'inherit',
    env: { ...process.env, TABULA_COMPOSED_DEV: '1' },
  });
}

// Dev servers with hot reload on the production ports; the API moves to :8090 behind the shell's proxy.
function everything() {
  // There before the API starts, which serves /ops only from a folder that exists; the first build fills it.
  fs.mkdirSync(OPS_DEV_DIST, { recursive: true });
  console.log('[dev] the operator app: http://localhost:8090/ops (rebuilt on each edit; reload the page)');
  return [
    spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'platform/src/main.ts')], {
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
        OPS_DIST: OPS_DEV_DIST,
        ...process.env,
      },
    }),
    ...apps.map((app) => devServer(app)),
    opsWatch(),
  ];
}

let children;
try {
  children = positionals.length === 1 ? oneRemote(positionals[0]) : everything();
} catch (err) {
  console.error(`[dev] ${err.message}`);
  process.exit(1);
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
