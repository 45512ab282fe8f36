// `npm start`: the venue API and the composition platform in one process, on the embedded database by default.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import apiPaths from '@tabula/api/paths.cjs';
import { serve } from '@tabula/api/serve';
import { startServer } from './index';

// Serves the shell's and the operator app's builds too when they have been built.
const built = (app: string, given: string | undefined) => {
  const dist = join(apiPaths.repoRoot, app, 'dist');
  return given || (existsSync(dist) ? dist : undefined);
};
const shellDist = built('shell', process.env.SHELL_DIST);
const opsDist = built('ops', process.env.OPS_DIST);

await serve(await startServer({ logger: process.env.LOG !== '0', ...(shellDist && { shellDist }), ...(opsDist && { opsDist }) }));
