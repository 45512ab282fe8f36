import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { builtFilesOptions } from '../http/built-files';

/**
 * The operator's app (the ops/ workspace, built and deployed apart from the guests' shell) at /ops:
 * its page, and its files under /ops/ where its build names them. As an HTML page it gets the same
 * security headers and Content-Security-Policy as the guests' pages, and no guest page names it.
 */
const opsPageRoutes: FastifyPluginAsync = async (app) => {
  const dist = app.platform.platform.opsDist;
  if (dist === undefined || !existsSync(dist)) return;
  await app.register(fastifyStatic, builtFilesOptions(dist, '/ops/'));
  app.get('/ops', { schema: { hide: true } }, (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
};

export default opsPageRoutes;
