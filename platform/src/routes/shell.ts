import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { venueSlugHeader } from '@tabula/api/http/host';
import { resolveRegistry, servedRegistrySchema } from '../page/served-remotes';
import { remoteAssetReader } from '../page/remote-assets';
import { shellPageRenderer } from '../page/shell-page';

/** Paths owned by the API: never answered with the shell's page. */
const API_PATHS = /^\/(api|details-slim|menu-details|tables|send-session-email|remotes\.json)(\/|$|\?)/;
// Bundlers put a content hash in file names (main.3f9a1c2b.js, 845b212ea653b304.woff2): those never change.
const HASHED = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The shell's pages and files, and its registry. */
const shellRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.platform;
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['meta'],
        summary: 'The remote registry for this guest (the page carries it too)',
        description:
          'Per remote, the build this guest loads (entry, version) and, when that is not the default, the default as ' +
          'fallback. Sets the tabula_guest cookie when the request has none: a guest keeps its variant of a split.',
        headers: Type.Object(venueSlugHeader),
        response: { 200: servedRegistrySchema },
      },
    },
    async (req, reply) => {
      const registry = await resolveRegistry(ctx, req, reply);
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(registry);
    },
  );

  const dist = ctx.platform.shellDist;
  const serveShell = dist !== undefined && existsSync(dist);
  const sendShellPage = serveShell ? shellPageRenderer(app, ctx, { dist, assets: remoteAssetReader() }) : undefined;
  if (sendShellPage) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // The build's .br/.gz twins, chosen by Accept-Encoding.
      preCompressed: true,
      // The page is written per request (below), never sent as the bare template.
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      setHeaders: (reply, path) => {
        const name = basename(path).replace(/\.(br|gz)$/, '');
        reply.header('cache-control', HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The root is the landing page, not the build folder's listing.
    app.get('/', { schema: { hide: true } }, sendShellPage);
  }

  // Client-side routes (/menu, /order, ...) all load the shell; other unknown paths get the server's 404.
  if (sendShellPage) {
    const page = sendShellPage;
    app.unknownPathAnswers.push((req, reply) =>
      (req.method === 'GET' || req.method === 'HEAD') && !API_PATHS.test(req.url) && acceptsHtml(req) ? page(req, reply) : undefined,
    );
  }
};

export default shellRoutes;

function acceptsHtml(req: FastifyRequest): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}
