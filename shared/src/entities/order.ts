// An order, its lines and its payment as the API answers them (see menu.ts).

import { Type, type Static } from 'typebox';
import type { ItemCustomisation, ItemPrice } from './menu';
import { nullable, ref } from './schema-kit';

const str = Type.String();
const int = Type.Integer();
const num = Type.Number();
const bool = Type.Boolean();
const nullableStr = nullable(Type.String());

/** 0 open/draft, 2 submitted, 3 accepted, 4 declined. */
export const OrderStatusSchema = Type.Unsafe<0 | 2 | 3 | 4>(
  Type.Integer({ enum: [0, 2, 3, 4], description: '0 open, 2 submitted, 3 accepted, 4 declined' }),
);
export type OrderStatus = Static<typeof OrderStatusSchema>;

// Any other text is a method the API may add later: the screens show it by name.
export type PaymentMethod = 'cash' | 'card' | 'room_charge' | (string & {});

export const OrderItemOptionSchema = Type.Object({
  order_option_id: int,
  customisation_option_ref: int,
  name: str,
  price: num,
  position: int,
  display_as_main_item: bool,
});

/** Fields of an order line, shared by OrderItem and the add/edit-item replies. */
export const orderItemProperties = {
  order_item_id: int,
  item_ref: Type.Integer({ description: 'item_id of the menu item' }),
  name: str,
  quantity: int,
  price: Type.Number({ description: 'Unit price, options included' }),
  price_id: nullable(Type.Integer()),
  note: str,
  order_item_options: Type.Array(OrderItemOptionSchema),
};

export const OrderItemSchema = Type.Object(orderItemProperties, { $id: 'OrderItem' });

export const OrderSchema = Type.Object(
  {
    order_uuid: str,
    // The number staff and guest refer to the order by.
    reference_id: int,
    status: OrderStatusSchema,
    table_number: nullableStr,
    tab_name: nullableStr,
    tab_password: nullableStr,
    tab_uuid: nullableStr,
    tab_link: nullableStr,
    tab_status: nullable(Type.Integer({ description: '0 open, 4 closed (expired)' })),
    has_order_expired: bool,
    has_tab_expired: bool,
    is_paid: bool,
    submitted_for_review: nullable(Type.String({ description: 'ISO-8601' })),
    payment_method: nullable(Type.Unsafe<PaymentMethod>(Type.String())),
    order_price: Type.Number({ description: 'Items plus tip' }),
    tip_amount: num,
    note: str,
    currency: str,
    venue_uuid: str,
    order_items: Type.Array(ref(OrderItemSchema)),
    refunded_cents: Type.Integer({
      minimum: 0,
      description:
        'Given back to the guest, in cents: the card payment of an order the venue declined or let expire, or its share of bill payments',
    }),
    charged_to_room: nullable(Type.String({ description: 'The room a room charge went to; null for any other payment' })),
  },
  { $id: 'Order' },
);

export const OrderStatusReportSchema = Type.Object({
  status: OrderStatusSchema,
  tab_status: nullable(Type.Integer()),
  has_order_expired: bool,
  has_tab_expired: bool,
});

/** The card payment a checkout opened: Stripe.js (or the simulator) confirms it with its client secret. */
export const PaymentIntentSchema = Type.Object({ id: str, client_secret: str });

/** A line added or changed (POST add-item/, edit-item/), as the server priced it. */
export const OrderLineSchema = Type.Object({
  ...orderItemProperties,
  order_price: Type.Number({ description: 'The whole order, tip included' }),
});

/** A line removed (POST remove-item/): how many lines went, and the order's price after. */
export const RemovedLineSchema = Type.Object({ removed: int, order_price: num });

/** A new order (POST /api/order/create-order/). */
export const CreatedOrderSchema = Type.Object({ order_uuid: str, status: OrderStatusSchema, tab_uuid: nullableStr });

/** A re-order (POST /api/order/re-order/): every line of the current order after the copy, and what was left out. */
export const ReorderSchema = Type.Object({
  order_uuid: str,
  order_items: Type.Array(ref(OrderItemSchema)),
  order_price: num,
  // Names of items that can no longer be ordered and were left out.
  skipped: Type.Array(str),
});

/** A guest's earlier orders (POST /api/order/history/). */
export const OrderHistorySchema = Type.Object({ orders: Type.Array(ref(OrderSchema)) });

/** A checkout (POST checkout/): the card payment to confirm, null for cash and room charges. */
export const CheckoutAnswerSchema = Type.Object({
  payment_intent: nullable(PaymentIntentSchema),
  order_uuid: str,
  status: OrderStatusSchema,
});

/** A call for the bill or a server (POST /api/order/request-service/). */
export const ServiceRequestAnswerSchema = Type.Object({ request_id: int });

/** The simulated provider's confirmation (POST /api/payments/simulator/confirm), the stand-in for Stripe.js's. */
export const SimulatedConfirmationSchema = Type.Object({ status: str, payment_intent_id: str });

export type OrderItemOption = Static<typeof OrderItemOptionSchema>;
export type OrderItem = Static<typeof OrderItemSchema>;
export type Order = Static<typeof OrderSchema>;
export type OrderStatusReport = Static<typeof OrderStatusReportSchema>;
export type PaymentIntent = Static<typeof PaymentIntentSchema>;
export type OrderLine = Static<typeof OrderLineSchema>;
export type RemovedLine = Static<typeof RemovedLineSchema>;
export type CreatedOrder = Static<typeof CreatedOrderSchema>;
export type Reorder = Static<typeof ReorderSchema>;
export type OrderHistory = Static<typeof OrderHistorySchema>;
export type CheckoutAnswer = Static<typeof CheckoutAnswerSchema>;
export type ServiceRequestAnswer = Static<typeof ServiceRequestAnswerSchema>;
export type SimulatedConfirmation = Static<typeof SimulatedConfirmationSchema>;

/** A line of the guest's cart, kept client-side beside the server's order item. */
export interface CartOrderItem {
  item_id: number;
  order_item_id: number;
  name: string;
  quantity: number;
  /** Amount of the chosen price. */
  price: number;
  price_id: number | null;
  prices: ItemPrice[];
  /** Selected customisation option ids. */
  options: number[];
  /** Customisation id to the option ids selected in it. */
  optionsObject: Record<number, number[]>;
  note: string;
  /** Unit price including option prices. */
  itemPrice: number;
  /** itemPrice times quantity. */
  itemOrderPrice: number;
  item_customisations: ItemCustomisation[];
  currency: string;
}

/**
 * The API's card payment provider (GET /api/payments/config). 'simulated' (no Stripe key configured): the
 * app's own test-mode card form confirms through the simulator. 'stripe': Stripe.js with this publishable
 * key, null when the operator set none (card payment is then unavailable).
 */
export const PaymentConfigSchema = Type.Union([
  Type.Object({ provider: Type.Literal('simulated') }),
  Type.Object({ provider: Type.Literal('stripe'), publishable_key: nullableStr }),
]);
export type PaymentConfig = Static<typeof PaymentConfigSchema>;
