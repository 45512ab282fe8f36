import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { assertToken, tokenHeader } from './ops';
import { replies } from '../schemas/entities';

/** How the server takes card payments, for the operator: a simulator moves no money and must be seen. */
const opsPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.tabula;
  app.get(
    '/api/ops/payments',
    {
      schema: {
        tags: ['operator'],
        summary: 'Which payment provider runs, and whether payments are simulated',
        description:
          'Needs x-ops-token. simulated is true when the payment simulator marks orders paid without charging anyone: ' +
          'explicit when PAYMENTS=simulated chose it, else because no STRIPE_SECRET_KEY is set (refused at start on an https PUBLIC_URL).',
        headers: tokenHeader,
        response: replies(
          Type.Object({
            provider: Type.Unsafe<'simulated' | 'stripe'>(Type.String({ enum: ['simulated', 'stripe'] })),
            simulated: Type.Boolean(),
            explicit: Type.Boolean(),
          }),
        ),
      },
    },
    async (req) => {
      assertToken(ctx, req);
      const simulated = ctx.payments.name === 'simulated';
      return { provider: ctx.payments.name, simulated, explicit: simulated && ctx.config.payments === 'simulated' };
    },
  );
};

export default opsPaymentRoutes;
