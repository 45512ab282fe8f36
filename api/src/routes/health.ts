import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/** Liveness, for load balancers (public-host.ts lets them probe by address). */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['meta'], summary: 'Liveness', response: { 200: Type.Object({ ok: Type.Boolean() }) } } },
    async () => ({ ok: true }),
  );
};

export default healthRoutes;
