import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy, NON_DOCUMENT_POLICY } from './csp';

declare module 'fastify' {
  interface FastifyRequest {
    /** The origins of the builds this request's page was served, set by what serves the page (its CSP allows exactly those). */
    servedRemoteOrigins: string[] | null;
    /** WebSocket origins this request's page may connect to (a developer's dev server, for hot refresh). */
    devSocketOrigins: string[] | null;
  }
}

/**
 * The usual security headers on every response (helmet), and the Content-Security-Policy: the
 * app's policy on HTML, computed per response because the registry (and the guest's variants) can
 * change between two.
 */
export interface SecurityHeadersOptions {
  /**
   * Every origin a page may load builds from, when the page did not say which it was served: given by the
   * platform (its registry) where the app is composed, so these headers name no platform module.
   */
  remoteOrigins?: () => Promise<string[]>;
}

async function securityHeadersPlugin(app: FastifyInstance, opts: SecurityHeadersOptions): Promise<void> {
  const allOrigins = opts.remoteOrigins ?? (async () => []);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The e-mail confirmation screen opens the guest's web mail in a popup and closes it again;
    // 'same-origin' would cut the page off from its popup.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.decorateRequest('servedRemoteOrigins', null);
  app.decorateRequest('devSocketOrigins', null);
  app.addHook('onSend', async (req, reply, payload) => {
    // A page of the shell allows the builds it was served; any other page every registered build's origin.
    const policy = isPage(req, reply)
      ? contentSecurityPolicy(req.servedRemoteOrigins ?? (await allOrigins()), req.devSocketOrigins ?? [])
      : NON_DOCUMENT_POLICY;
    reply.header('content-security-policy', policy);
    return payload;
  });
}

// Not encapsulated: every reply carries the headers.
export default fp(securityHeadersPlugin, { name: 'security-headers' });

/**
 * An HTML page, or the 304 that revalidates one: a 304 has no content type, yet the browser takes its
 * headers into the page it kept, so a page reloaded from cache under "default-src 'none'" ran no script.
 */
function isPage(req: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  if (type !== undefined) return String(type).startsWith('text/html');
  return reply.statusCode === 304 && (req.headers.accept ?? '').includes('text/html');
}
