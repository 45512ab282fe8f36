import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { assertToken, tokenHeader } from './ops';
import { replies } from '../schemas/entities';

/** How the server takes card payments, for the operator: a simulator moves no money and must be seen. */
export function opsPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
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
        response: replies({
          type: 'object',
          required: ['provider', 'simulated', 'explicit'],
          properties: {
            provider: { type: 'string', enum: ['simulated', 'stripe'] },
            simulated: { type: 'boolean' },
            explicit: { type: 'boolean' },
          },
        }),
      },
    },
    async (req) => {
      assertToken(ctx, req);
      const simulated = ctx.payments.name === 'simulated';
      return { provider: ctx.payments.name, simulated, explicit: simulated && ctx.config.payments === 'simulated' };
    },
  );
}
