import { basename } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

// Bundlers put a content hash in file names (main.3f9a1c2b.js, 845b212ea653b304.woff2): those never change.
const HASHED = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * How an app's build folder is served (the shell's at /, the operator app's at /ops/): its .br/.gz twins
 * chosen by Accept-Encoding, hashed files cached for a year and the rest revalidated, and its index.html
 * never sent as a file, since each app's page has its own route and cache rule.
 */
export function builtFilesOptions(root: string, prefix: string): FastifyStaticOptions {
  return {
    root,
    prefix,
    preCompressed: true,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (reply, path) => {
      const name = basename(path).replace(/\.(br|gz)$/, '');
      reply.header('cache-control', HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
}
