import { nullable, PaymentsModeSchema } from '@tabula/shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { assertToken, tokenHeader } from '../security/ops-guard';
import { replies } from '../schemas/replies';
import { uuid } from '../schemas/fields';

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
        response: replies(PaymentsModeSchema),
      },
    },
    async (req) => {
      await assertToken(ctx, req);
      const simulated = ctx.payments.name === 'simulated';
      return { provider: ctx.payments.name, simulated, explicit: simulated && ctx.config.payments === 'simulated' };
    },
  );

  app.get(
    '/api/ops/refunds',
    {
      schema: {
        tags: ['operator'],
        summary: 'Money given back to guests, newest first',
        description:
          'Needs x-ops-token. One row per refund the API decided (a declined or expired order’s card payment, its share of ' +
          'a bill payment, a bill payment that could not be taken): its key is also the idempotency key the provider got, ' +
          'so none is made twice. status pending or failed means the provider has not taken it yet (retried by the sweep).',
        headers: tokenHeader,
        querystring: Type.Object({ order_uuid: Type.Optional(uuid) }),
        response: replies(
          Type.Object({
            refunds: Type.Array(
              Type.Object({
                key: Type.String(),
                order_uuid: nullable(Type.String()),
                bill_payment_uuid: nullable(Type.String()),
                provider: Type.String(),
                amount_cents: Type.Integer(),
                reason: Type.String(),
                status: Type.String(),
                provider_error: nullable(Type.String()),
                created_at: Type.String(),
              }),
            ),
          }),
        ),
      },
    },
    async (req) => {
      await assertToken(ctx, req);
      const rows = await ctx.db.query<{
        key: string;
        order_uuid: string | null;
        bill_payment_uuid: string | null;
        provider: string;
        amount_cents: number;
        reason: string;
        status: string;
        provider_error: string | null;
        created_at: Date;
      }>(
        `SELECT r.idempotency_key AS key, o.uuid AS order_uuid, bp.uuid AS bill_payment_uuid, r.provider, r.amount_cents,
                r.reason, r.status, r.provider_error, r.created_at
           FROM refunds r LEFT JOIN orders o ON o.id = r.order_id LEFT JOIN bill_payments bp ON bp.id = r.bill_payment_id
          WHERE ($1::uuid IS NULL OR o.uuid = $1) ORDER BY r.id DESC LIMIT 500`,
        [req.query.order_uuid ?? null],
      );
      return { refunds: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
    },
  );
};

export default opsPaymentRoutes;
