import type { OrderStatusReport } from '@tabula/shared/entities';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { newOrder, reOrder } from '../domain/ordering';
import { assertTabAlive, orderJson, ordersJson, orderStatusReport, requireOrder, type OrderRow } from '../domain/orders';
import { callerOf } from '../domain/membership';
import { tabById, tabByUuid } from '../domain/tabs';
import { optionalUuid } from '../rules/input';
import { CLIENT_LIMITS } from '../rules/throttle';
import { OrderStatus } from '../rules/status';
import { badRequest } from '../rules/violation';
import { origins } from '../http/host';
import { venueOf } from '../plugins/venue-scope';
import { optionalUuidHeader, replies, uuid, type FieldsOf } from '../schemas/entities';

const orderParams = { type: 'object', required: ['order_uuid'], properties: { order_uuid: uuid } } as const;
const tabHeader = { 'tab-uuid': optionalUuidHeader } as const;
const MAX_HISTORY = 100;

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['order'];

  app.post<{ Body: { venue_uuid: string }; Headers: { 'tab-uuid'?: string } }>(
    '/api/order/create/',
    {
      config: { rateLimit: { max: CLIENT_LIMITS.createOrder.max, timeWindow: CLIENT_LIMITS.createOrder.windowMs } },
      schema: {
        tags,
        summary: 'A new open order (status 0), in the tab named by tab-uuid when given',
        description:
          '403 when that tab has expired; 404 for an unknown venue or tab. ' +
          `429 when this client created ${CLIENT_LIMITS.createOrder.max} orders in 15 minutes.`,
        headers: { type: 'object', properties: tabHeader },
        body: { type: 'object', required: ['venue_uuid'], properties: { venue_uuid: uuid } },
        response: replies({
          type: 'object',
          properties: { order_uuid: { type: 'string' }, status: { type: 'integer' }, tab_uuid: { type: ['string', 'null'] } },
        }),
      },
    },
    async (req) => newOrder(ctx, req.body.venue_uuid, optionalUuid(req.headers['tab-uuid'], 'tab-uuid')),
  );

  app.get<{ Params: { order_uuid: string } }>(
    '/api/order/:order_uuid/details/',
    {
      schema: {
        tags,
        summary: 'The order with its items',
        description: '403 when the order’s tab has expired, 404 when unknown.',
        params: orderParams,
        response: replies({ $ref: 'Order#' }),
      },
    },
    async (req) => {
      const now = new Date();
      const order = await requireOrder(ctx.db, req.params.order_uuid);
      await assertTabAlive(ctx.db, order, now);
      return orderJson(ctx.db, order, origins(req), now, await callerOf(ctx.db, req.headers));
    },
  );

  app.get<{ Params: { order_uuid: string } }>(
    '/api/order/:order_uuid/status/',
    {
      schema: {
        tags,
        summary: 'Status and expiry flags, for polling',
        params: orderParams,
        response: replies({
          type: 'object',
          properties: {
            status: { type: 'integer' },
            tab_status: { type: ['integer', 'null'] },
            has_order_expired: { type: 'boolean' },
            has_tab_expired: { type: 'boolean' },
          } satisfies FieldsOf<OrderStatusReport>,
        }),
      },
    },
    async (req) => {
      const now = new Date();
      const order = await requireOrder(ctx.db, req.params.order_uuid);
      const tab = order.tab_id === null ? undefined : await tabById(ctx.db, order.tab_id);
      return orderStatusReport(order, tab ?? null, now);
    },
  );

  app.post<{ Body: { order_uuids: string[] }; Headers: { 'tab-uuid'?: string } }>(
    '/api/order/history/',
    {
      schema: {
        tags,
        summary: 'Submitted orders (status 2, 3, 4) among the given ones and the given tab, newest first',
        description:
          'The client keeps its order ids; a tab-uuid header adds the submitted orders of everyone on that tab ' +
          '(they share the bill). Only orders of the venue of the request’s address are listed.',
        headers: { type: 'object', properties: tabHeader },
        body: {
          type: 'object',
          required: ['order_uuids'],
          properties: { order_uuids: { type: 'array', maxItems: MAX_HISTORY, items: uuid } },
        },
        response: replies({ type: 'object', properties: { orders: { type: 'array', items: { $ref: 'Order#' } } } }),
      },
    },
    async (req) => {
      const now = new Date();
      const tabUuid = optionalUuid(req.headers['tab-uuid'], 'tab-uuid');
      const tab = tabUuid ? await tabByUuid(ctx.db, tabUuid) : undefined;
      const rows = await ctx.db.query<OrderRow>(
        `SELECT id, uuid, venue_id, tab_id, guest_session_id, reference_id, status, table_number, payment_method,
                is_paid, tip_cents, note, email, submitted_for_review, expires_at
         FROM orders
         WHERE (uuid = ANY($1::uuid[]) OR tab_id = $2) AND status <> $3 AND venue_id = $4
         ORDER BY submitted_for_review DESC NULLS LAST, id DESC
         LIMIT 200`,
        [req.body.order_uuids, tab?.id ?? null, OrderStatus.Open, venueOf(req).id],
      );
      return { orders: await ordersJson(ctx.db, rows, origins(req), now, await callerOf(ctx.db, req.headers)) };
    },
  );

  app.post<{ Body: { order_to_copy_uuid: string }; Headers: { 'order-uuid'?: string } }>(
    '/api/order/re-order/',
    {
      schema: {
        tags,
        summary: 'Copy a previous order’s items into the current order (header order-uuid) at today’s prices',
        description:
          'Items that can no longer be ordered are skipped and named in skipped; 400 when none can, when the order to ' +
          'copy was never placed (status 0), or when the copy would take the current order past 100 lines. ' +
          '403 when the current order is no longer open or has expired.',
        headers: { type: 'object', required: ['order-uuid'], properties: { 'order-uuid': optionalUuidHeader } },
        body: { type: 'object', required: ['order_to_copy_uuid'], properties: { order_to_copy_uuid: uuid } },
        response: replies({
          type: 'object',
          properties: {
            order_uuid: { type: 'string' },
            order_items: { type: 'array', items: { $ref: 'OrderItem#' } },
            order_price: { type: 'number' },
            skipped: { type: 'array', items: { type: 'string' } },
          },
        }),
      },
    },
    async (req) => {
      const current = optionalUuid(req.headers['order-uuid'], 'order-uuid');
      if (!current) throw badRequest('The order-uuid header is required');
      return reOrder(ctx, current, req.body.order_to_copy_uuid);
    },
  );
}
