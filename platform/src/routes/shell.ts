import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { venueSlugHeader } from '@tabula/api/http/host';
import { resolveRegistry, servedRegistrySchema } from '../page/served-remotes';
import { remoteAssetReader } from '../page/remote-assets';
import { shellPageRenderer } from '../page/shell-page';
import { builtFilesOptions } from '../http/built-files';

/** Paths owned by the API: never answered with the shell's page. */
const API_PATHS = /^\/(api|details-slim|menu-details|tables|send-session-email|remotes\.json)(\/|$|\?)/;

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
  const sendShellPage =
    dist !== undefined && existsSync(dist) ? shellPageRenderer(app, ctx, { dist, assets: remoteAssetReader() }) : undefined;
  if (dist !== undefined && sendShellPage) {
    // The page is written per request (below), never sent as the bare template.
    await app.register(fastifyStatic, builtFilesOptions(dist, '/'));
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
