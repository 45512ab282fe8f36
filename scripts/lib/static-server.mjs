import fs from 'node:fs';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { isHashedName } from './shared-files.mjs';

const FOR_GOOD = 'public, max-age=31536000, immutable';

/**
 * Cache-Control for a file sent from a build folder: a content-hashed file never changes, so
 * browsers may keep it for a year without asking again (deployments/<remote>/_files/ holds only such files).
 * Nor does anything in a deployed version's folder (a version is never replaced: versions.mjs), so its
 * manifest is kept too: a returning guest's page loads an unchanged remote without asking for it again.
 * Pages are always asked again, and so is the build's own folder, which is rebuilt in place.
 */
export function cacheControlFor(file, versionsDir) {
  if (isHashedName(file)) return FOR_GOOD;
  const inVersion = versionsDir !== undefined && !path.relative(versionsDir, file).startsWith('..');
  return inVersion && !file.endsWith('.html') ? FOR_GOOD : 'no-cache';
}

// A remote's own page is its standalone harness: it runs only its own scripts and is never framed.
const HTML_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https: http:; " +
  "font-src 'self' data:; connect-src 'self' http: https:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * The app for one remote's production build, as a CDN would serve it (and, given `deployments`, the
 * remote's deployed versions: deployments/<remote>/<version>/ at /<version>/, each immutable, and
 * the hashed files they share at /_files/, so a guest who loaded a version keeps getting its chunks
 * after newer ones are deployed): pre-compressed files chosen by
 * Accept-Encoding, ETags and ranges from @fastify/static, immutable caching for hashed files, CORS for
 * every origin (the shell fetches the manifest and chunks cross-origin), and deep links into the
 * standalone harness answered with its page. Malformed or escaping paths get a 4xx, never a crash.
 * Like the API, it answers a request that is not whole within `requestTimeoutMs` with 408 and closes
 * it, closes connections idle for `connectionTimeoutMs`, and holds at most `maxConnectionsPerAddress`
 * open connections per client address: slow clients cannot hold its sockets for ever. `holdsVersions`
 * says `dir` itself is a remote's deployments folder (a composition's origin, a CDN's), whose files
 * never change once written.
 */
export async function createStaticServer({
  dir,
  deployments,
  holdsVersions = false,
  requestTimeoutMs = 30_000,
  connectionTimeoutMs = 60_000,
  maxConnectionsPerAddress = 100,
}) {
  const root = path.resolve(dir);
  const versions = deployments === undefined ? undefined : path.resolve(deployments);
  // The folder whose files are deployed versions, never replaced: the deployments beside a build, or `dir` itself.
  const versionFolder = versions ?? (holdsVersions ? root : undefined);
  // Created now, so versions deployed while the origin runs are served without a restart.
  if (versions !== undefined) fs.mkdirSync(versions, { recursive: true });
  const app = Fastify({
    logger: false,
    requestTimeout: requestTimeoutMs,
    connectionTimeout: connectionTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      // Node checks the request timeout on this interval (30 s by default, as long as the timeout itself).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeoutMs / 4))),
    },
  });
  capConnectionsPerAddress(app.server, maxConnectionsPerAddress);
  await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD'] });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', HTML_POLICY);
    }
  });
  await app.register(fastifyStatic, {
    // The build first, then the version folders: /<version>/x is deployments/<version>/x.
    root: versions === undefined ? root : [root, versions],
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file, versionFolder)),
  });
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    // A path without a file extension is a page of the harness (/menu, /addCart/demo).
    if ((req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}

/** Refuses (closes at once) a client address's connections beyond `max` open at a time. */
function capConnectionsPerAddress(server, max) {
  const open = new Map();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * The limits of the remote origins from the environment, with the API's names: REQUEST_TIMEOUT_MS,
 * CONNECTION_TIMEOUT_MS, and MAX_CONNECTIONS_PER_ADDRESS; unset ones keep createStaticServer's defaults.
 */
export function staticServerLimits(env = process.env) {
  const limits = {};
  for (const [option, name] of [
    ['requestTimeoutMs', 'REQUEST_TIMEOUT_MS'],
    ['connectionTimeoutMs', 'CONNECTION_TIMEOUT_MS'],
    ['maxConnectionsPerAddress', 'MAX_CONNECTIONS_PER_ADDRESS'],
  ]) {
    const value = env[name]?.trim();
    if (!value) continue;
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a whole number above 0, got "${value}"`);
    limits[option] = n;
  }
  return limits;
}

/** Serves a build folder on a port; `close()` on the result stops it. */
export async function serveStatic({ dir, deployments, holdsVersions, port, host = '127.0.0.1', ...limits }) {
  const app = await createStaticServer({ dir, deployments, holdsVersions, ...limits });
  await app.listen({ port, host });
  return app;
}
