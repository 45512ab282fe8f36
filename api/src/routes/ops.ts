import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { reviewOrder } from '../domain/review';
import { closeServiceRequest } from '../domain/service-requests';
import { assertToken, tokenHeader } from '../security/ops-guard';
import { replies } from '../schemas/replies';
import { uuid } from '../schemas/fields';

/** Stand-in for staff screens (out of scope): lets demos and tests move orders along. */
const opsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.tabula;
  const tags = ['operator'];

  app.post(
    '/api/ops/orders/:order_uuid/status',
    {
      schema: {
        tags,
        summary: 'Accept (3) or decline (4) a submitted order',
        description:
          'Needs x-ops-token equal to OPS_TOKEN. 409 unless the order is submitted (status 2). A decline refunds the ' +
          'guest: the order’s card payment whole and its share of bill payments, once each (see GET /api/ops/refunds); ' +
          'the order then reads is_paid false and refunded_cents. Audited (order-review) with the operator.',
        headers: tokenHeader,
        params: Type.Object({ order_uuid: uuid }),
        body: Type.Object({ status: Type.Unsafe<3 | 4>(Type.Integer({ enum: [3, 4] })) }),
        response: replies(Type.Object({ order_uuid: Type.String(), status: Type.Integer() })),
      },
    },
    async (req) => {
      const operator = await assertToken(ctx, req);
      return reviewOrder(ctx, req.params.order_uuid, req.body.status, operator);
    },
  );

  app.get(
    '/api/ops/outbox/',
    {
      schema: {
        tags,
        summary: 'The latest e-mails written to the outbox for an address (the session links a guest was sent)',
        description:
          'Needs x-ops-token. Newest first, at most 20; the address is compared case-insensitively. Where no SMTP server ' +
          'is configured the outbox is the delivery: demos and tests read a guest’s session link here.',
        headers: tokenHeader,
        querystring: Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }),
        response: replies(
          Type.Array(Type.Object({ to: Type.String(), subject: Type.String(), body: Type.String(), created_at: Type.String() })),
        ),
      },
    },
    async (req) => {
      await assertToken(ctx, req);
      const rows = await ctx.db.query<{ to_address: string; subject: string; body: string; created_at: Date }>(
        'SELECT to_address, subject, body, created_at FROM outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 20',
        [req.query.to.trim()],
      );
      return rows.map((row) => ({ to: row.to_address, subject: row.subject, body: row.body, created_at: row.created_at.toISOString() }));
    },
  );

  app.post(
    '/api/ops/service-requests/:request_id/close',
    {
      schema: {
        tags,
        summary: 'Mark a bill or server request as dealt with, so the order may ask again',
        description: 'Needs x-ops-token. Audited (service-request) with the operator. 404 for an unknown request.',
        headers: tokenHeader,
        params: Type.Object({ request_id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }),
        response: replies(Type.Object({ request_id: Type.Integer(), open: Type.Boolean() })),
      },
    },
    async (req) => {
      const operator = await assertToken(ctx, req);
      return closeServiceRequest(ctx.db, Number(req.params.request_id), operator);
    },
  );
};

export default opsRoutes;
