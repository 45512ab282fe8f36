import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** Paths owned by the API: never answered with the shell's index.html. */
const API_PATHS = /^\/(api|details-slim|menu-details|tables|send-session-email|remotes\.json)(\/|$|\?)/;
// Bundlers put a content hash in file names (main.3f9a1c2b.js): those never change.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function shellRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', { schema: { tags: ['meta'], summary: 'Liveness', response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } }, async () => ({
    ok: true,
  }));

  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['meta'],
        summary: 'The remote registry the shell reads at start (read from disk on every request)',
        description: '500 when the file is missing or not valid JSON.',
      },
    },
    async (_req, reply) => {
      let text: string;
      try {
        text = await readFile(ctx.config.remotesFile, 'utf8');
        JSON.parse(text);
      } catch (err) {
        // A broken registry is the operator's error, but the shell cannot start without it.
        const reason = err instanceof SyntaxError ? `not valid JSON (${err.message})` : 'missing or unreadable';
        return reply.code(500).send({
          statusCode: 500,
          error: 'Internal Server Error',
          message: `Remote registry ${ctx.config.remotesFile} is ${reason}`,
        });
      }
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(text);
    },
  );

  const dist = ctx.config.shellDist;
  const serveShell = dist !== undefined && existsSync(dist);
  if (serveShell) {
    app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', HASHED.test(basename(path)) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    if (serveShell && (req.method === 'GET' || req.method === 'HEAD') && !API_PATHS.test(req.url) && acceptsHtml(req)) {
      // Client-side routes (/menu, /order, ...) all load the shell.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${req.method}:${req.url} not found` });
  });
}

function acceptsHtml(req: FastifyRequest): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}
