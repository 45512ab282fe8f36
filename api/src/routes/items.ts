import { AddItemRequestSchema, EditItemRequestSchema, OrderLineSchema, RemovedLineSchema } from '@tabula/shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addItem, editItem, removeItem } from '../domain/ordering';
import { replies } from '../schemas/replies';
import { id, uuid } from '../schemas/fields';

const orderParams = Type.Object({ order_uuid: uuid });
const lineReply = replies(OrderLineSchema);
const rules =
  'The unit price is the chosen price plus the chosen options, from the menu. 403 when the order is no longer open ' +
  '(status other than 0), it or its tab has expired, or the venue takes no orders; 400 for a choice the menu does ' +
  'not allow (required group, max_selectable, out of stock, unknown ids) or a line past the order’s 100th.';

/** The lines of an open order: add, change, remove. */
const itemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.tabula;
  const tags = ['order items'];

  app.post(
    '/api/order/:order_uuid/add-item/',
    {
      schema: {
        tags,
        summary: 'Add a menu item to an open order',
        description: rules,
        params: orderParams,
        body: AddItemRequestSchema,
        response: lineReply,
      },
    },
    async (req) =>
      addItem(ctx, req.params.order_uuid, {
        itemId: req.body.item_id,
        priceId: req.body.price_id ?? null,
        optionIds: req.body.options ?? [],
        quantity: req.body.quantity,
        note: req.body.note?.trim() ?? '',
      }),
  );

  app.post(
    '/api/order/:order_uuid/edit-item/',
    {
      schema: {
        tags,
        summary: 'Change a line of an open order (re-priced at today’s prices)',
        description: rules,
        params: orderParams,
        body: EditItemRequestSchema,
        response: lineReply,
      },
    },
    async (req) =>
      editItem(ctx, req.params.order_uuid, req.body.order_item_id, {
        priceId: req.body.price_id ?? null,
        optionIds: req.body.options ?? [],
        quantity: req.body.quantity,
        note: req.body.note?.trim() ?? '',
      }),
  );

  app.post(
    '/api/order/:order_uuid/remove-item/',
    {
      schema: {
        tags,
        summary: 'Remove a line from an open order',
        description: '403 when the order is no longer open or has expired; 404 for a line not in this order.',
        params: orderParams,
        body: Type.Object({ order_item_id: id }),
        response: replies(RemovedLineSchema),
      },
    },
    async (req) => removeItem(ctx, req.params.order_uuid, req.body.order_item_id),
  );
};

export default itemRoutes;
