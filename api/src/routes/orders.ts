import { CreatedOrderSchema, OrderHistorySchema, OrderSchema, OrderStatusReportSchema, ref, ReorderSchema } from '@tabula/shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
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
import { replies } from '../schemas/replies';
import { optionalUuidHeader, uuid } from '../schemas/fields';

const orderParams = Type.Object({ order_uuid: uuid });
const tabHeader = Type.Object({ 'tab-uuid': Type.Optional(optionalUuidHeader) });
const MAX_HISTORY = 100;

/** Orders: a new one, its details and status, the guest's history, and re-ordering. */
const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.tabula;
  const tags = ['order'];

  app.post(
    '/api/order/create/',
    {
      config: { rateLimit: { max: CLIENT_LIMITS.createOrder.max, timeWindow: CLIENT_LIMITS.createOrder.windowMs } },
      schema: {
        tags,
        summary: 'A new open order (status 0), in the tab named by tab-uuid when given',
        description:
          '403 when that tab has expired; 404 for an unknown venue or tab. ' +
          `429 when this client created ${CLIENT_LIMITS.createOrder.max} orders in 15 minutes.`,
        headers: tabHeader,
        body: Type.Object({ venue_uuid: uuid }),
        response: replies(CreatedOrderSchema),
      },
    },
    async (req) => newOrder(ctx, req.body.venue_uuid, optionalUuid(req.headers['tab-uuid'], 'tab-uuid')),
  );

  app.get(
    '/api/order/:order_uuid/details/',
    {
      schema: {
        tags,
        summary: 'The order with its items',
        description: '403 when the order’s tab has expired, 404 when unknown.',
        params: orderParams,
        response: replies(ref(OrderSchema)),
      },
    },
    async (req) => {
      const now = new Date();
      const order = await requireOrder(ctx.db, req.params.order_uuid);
      await assertTabAlive(ctx.db, order, now);
      return orderJson(ctx.db, order, origins(req), now, await callerOf(ctx.db, req.headers));
    },
  );

  app.get(
    '/api/order/:order_uuid/status/',
    {
      schema: {
        tags,
        summary: 'Status and expiry flags, for polling',
        params: orderParams,
        response: replies(OrderStatusReportSchema),
      },
    },
    async (req) => {
      const now = new Date();
      const order = await requireOrder(ctx.db, req.params.order_uuid);
      const tab = order.tab_id === null ? undefined : await tabById(ctx.db, order.tab_id);
      return orderStatusReport(order, tab ?? null, now);
    },
  );

  app.post(
    '/api/order/history/',
    {
      schema: {
        tags,
        summary: 'Submitted orders (status 2, 3, 4) among the given ones and the given tab, newest first',
        description:
          'The client keeps its order ids; a tab-uuid header adds the submitted orders of everyone on that tab ' +
          '(they share the bill). Only orders of the venue of the request’s address are listed.',
        headers: tabHeader,
        body: Type.Object({ order_uuids: Type.Array(uuid, { maxItems: MAX_HISTORY }) }),
        response: replies(OrderHistorySchema),
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

  app.post(
    '/api/order/re-order/',
    {
      schema: {
        tags,
        summary: 'Copy a previous order’s items into the current order (header order-uuid) at today’s prices',
        description:
          'Items that can no longer be ordered are skipped and named in skipped; 400 when none can, when the order to ' +
          'copy was never placed (status 0), or when the copy would take the current order past 100 lines. ' +
          '403 when the current order is no longer open or has expired.',
        headers: Type.Object({ 'order-uuid': optionalUuidHeader }),
        body: Type.Object({ order_to_copy_uuid: uuid }),
        response: replies(ReorderSchema),
      },
    },
    async (req) => {
      const current = optionalUuid(req.headers['order-uuid'], 'order-uuid');
      if (!current) throw badRequest('The order-uuid header is required');
      return reOrder(ctx, current, req.body.order_to_copy_uuid);
    },
  );
};

export default orderRoutes;
