import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './index';
import paths from './paths.cjs';

// `npm start -w api` serves the shell's build too when it has been built.
const builtShell = join(paths.repoRoot, 'shell', 'dist');
const shellDist = process.env.SHELL_DIST || (existsSync(builtShell) ? builtShell : undefined);

const server = await startServer({ logger: process.env.LOG !== '0', ...(shellDist && { shellDist }) });
const port = server.port;
const { opsTokenFile } = server.app.tabula.config;
console.log(opsTokenFile ? `Operator token (x-ops-token): in ${opsTokenFile}` : 'Operator token (x-ops-token): OPS_TOKEN');
console.log(`Tabula API on ${server.url} — venues at http://<slug>.localhost:${port} (plain localhost: default venue), docs at ${server.url}/api/docs`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
