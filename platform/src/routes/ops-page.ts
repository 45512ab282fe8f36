import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

// Bundlers put a content hash in file names (ops.3f9a1c2b.js): those never change.
const HASHED = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * The operator's app (the ops/ workspace, built and deployed apart from the guests' shell) at /ops:
 * its page, and its files under /ops/ where its build names them. As an HTML page it gets the same
 * security headers and Content-Security-Policy as the guests' pages, and no guest page names it.
 */
const opsPageRoutes: FastifyPluginAsync = async (app) => {
  const dist = app.platform.platform.opsDist;
  if (dist === undefined || !existsSync(dist)) return;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/ops/',
    // The build's .br/.gz twins, chosen by Accept-Encoding.
    preCompressed: true,
    index: false,
    // The page has one address, /ops, with its own cache rule.
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (reply, path) => {
      const name = basename(path).replace(/\.(br|gz)$/, '');
      reply.header('cache-control', HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/ops', { schema: { hide: true } }, (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
};

export default opsPageRoutes;
