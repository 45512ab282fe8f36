import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { remoteOrigins } from '../domain/remote-registry';
import { contentSecurityPolicy, NON_DOCUMENT_POLICY } from './csp';

/**
 * The usual security headers on every response (helmet), and the Content-Security-Policy: the
 * app's policy on HTML, computed per response because the registry can change between two.
 */
export async function securityHeaders(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The e-mail confirmation screen opens the guest's web mail in a popup and closes it again;
    // 'same-origin' would cut the page off from its popup.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header('content-security-policy', type.startsWith('text/html') ? contentSecurityPolicy(await remoteOrigins(ctx)) : NON_DOCUMENT_POLICY);
    return payload;
  });
}
