import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { reviewOrder } from '../domain/review';
import { closeServiceRequest } from '../domain/service-requests';
import { RuleViolation } from '../rules/violation';
import { operatorOf } from '../security/operators';
import { replies, uuid } from '../schemas/entities';

// Not required by the schema, so a missing token is a 401 like a wrong one.
export const tokenHeader = {
  type: 'object',
  properties: { 'x-ops-token': { type: 'string', maxLength: 200 } },
} as const;

/** The operator whose token the request carries (the audit log's actor); 401 for any other. */
export function assertToken(ctx: AppContext, req: FastifyRequest): string {
  const operator = operatorOf(ctx.config.operators, String(req.headers['x-ops-token'] ?? ''));
  if (operator === undefined) throw new RuleViolation(401, 'Invalid ops token');
  return operator;
}

/** Stand-in for staff screens (out of scope): lets demos and tests move orders along. */
export function opsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['operator'];

  app.post<{ Params: { order_uuid: string }; Body: { status: 3 | 4 } }>(
    '/api/ops/orders/:order_uuid/status',
    {
      schema: {
        tags,
        summary: 'Accept (3) or decline (4) a submitted order',
        description: 'Needs x-ops-token equal to OPS_TOKEN. 409 unless the order is submitted (status 2).',
        headers: tokenHeader,
        params: { type: 'object', required: ['order_uuid'], properties: { order_uuid: uuid } },
        body: { type: 'object', required: ['status'], properties: { status: { type: 'integer', enum: [3, 4] } } },
        response: replies({ type: 'object', properties: { order_uuid: { type: 'string' }, status: { type: 'integer' } } }),
      },
    },
    async (req) => {
      assertToken(ctx, req);
      return reviewOrder(ctx.db, req.params.order_uuid, req.body.status);
    },
  );

  app.post<{ Params: { request_id: string } }>(
    '/api/ops/service-requests/:request_id/close',
    {
      schema: {
        tags,
        summary: 'Mark a bill or server request as dealt with, so the order may ask again',
        headers: tokenHeader,
        params: { type: 'object', required: ['request_id'], properties: { request_id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } } },
        response: replies({ type: 'object', properties: { request_id: { type: 'integer' }, open: { type: 'boolean' } } }),
      },
    },
    async (req) => {
      assertToken(ctx, req);
      return closeServiceRequest(ctx.db, Number(req.params.request_id));
    },
  );
}
