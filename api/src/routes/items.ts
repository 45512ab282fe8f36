import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { addItem, editItem, removeItem } from '../domain/ordering';
import { MAX_QUANTITY } from '../rules/pricing';
import { id, MAX_ID, note, orderItemProperties, replies, uuid } from '../schemas/entities';

const orderParams = { type: 'object', required: ['order_uuid'], properties: { order_uuid: uuid } } as const;
const lineFields = {
  options: { type: 'array', maxItems: 50, items: id, description: 'customisation_option_id of every chosen option' },
  quantity: { type: 'integer', minimum: 1, maximum: MAX_QUANTITY },
  note,
  price_id: { type: ['integer', 'null'], minimum: 1, maximum: MAX_ID, description: 'May be left out when the item has one price' },
} as const;
const lineReply = replies({
  type: 'object',
  properties: {
    ...orderItemProperties,
    order_price: { type: 'number', description: 'The whole order, tip included' },
  },
});
const rules =
  'The unit price is the chosen price plus the chosen options, from the menu. 403 when the order is no longer open ' +
  '(status other than 0), it or its tab has expired, or the venue takes no orders; 400 for a choice the menu does ' +
  'not allow (required group, max_selectable, out of stock, unknown ids) or a line past the order’s 100th.';

type LineBody = { options?: number[]; quantity: number; note?: string | null; price_id?: number | null };

export function itemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['order items'];

  app.post<{ Params: { order_uuid: string }; Body: LineBody & { item_id: number } }>(
    '/api/order/:order_uuid/add-item/',
    {
      schema: {
        tags,
        summary: 'Add a menu item to an open order',
        description: rules,
        params: orderParams,
        body: { type: 'object', required: ['item_id', 'quantity'], properties: { item_id: id, ...lineFields } },
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

  app.post<{ Params: { order_uuid: string }; Body: LineBody & { order_item_id: number } }>(
    '/api/order/:order_uuid/edit-item/',
    {
      schema: {
        tags,
        summary: 'Change a line of an open order (re-priced at today’s prices)',
        description: rules,
        params: orderParams,
        body: { type: 'object', required: ['order_item_id', 'quantity'], properties: { order_item_id: id, ...lineFields } },
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

  app.post<{ Params: { order_uuid: string }; Body: { order_item_id: number } }>(
    '/api/order/:order_uuid/remove-item/',
    {
      schema: {
        tags,
        summary: 'Remove a line from an open order',
        description: '403 when the order is no longer open or has expired; 404 for a line not in this order.',
        params: orderParams,
        body: { type: 'object', required: ['order_item_id'], properties: { order_item_id: id } },
        response: replies({ type: 'object', properties: { removed: { type: 'integer' }, order_price: { type: 'number' } } }),
      },
    },
    async (req) => removeItem(ctx, req.params.order_uuid, req.body.order_item_id),
  );
}
