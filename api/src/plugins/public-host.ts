import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RuleViolation } from '../rules/violation';

/**
 * Answers 421 to a request for a host this server does not serve (only the public origin and its
 * venues' subdomains, see origins.ts): nothing a client writes into Host reaches a link or a venue.
 * /api/health stays open to load balancers, which probe by address.
 */
async function publicHostPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.tabula;
  app.addHook('onRequest', async (req) => {
    if (req.url === '/api/health' || ctx.origins.match(req.host)) return;
    throw new RuleViolation(421, `This server answers for ${ctx.origins.base().host} and its venues only`);
  });
}

// Not encapsulated: every route answers only for the served hosts.
export default fp(publicHostPlugin, { name: 'public-host', decorators: { fastify: ['tabula'] } });
