import type { ItemCustomisation, ItemPrice } from './menu';

/** 0 open/draft, 2 submitted, 3 accepted, 4 declined. */
export type OrderStatus = 0 | 2 | 3 | 4;

export type PaymentMethod = 'cash' | 'card' | 'room_charge' | (string & {});

export interface OrderItemOption {
  order_option_id: number;
  customisation_option_ref: number;
  name: string;
  price: number;
  position: number;
  display_as_main_item: boolean;
}

export interface OrderItem {
  order_item_id: number;
  /** The menu item's item_id. */
  item_ref: number;
  name: string;
  quantity: number;
  /** Unit price, options included. */
  price: number;
  price_id: number | null;
  note: string;
  order_item_options: OrderItemOption[];
}

export interface Order {
  order_uuid: string;
  /** The number staff and guest refer to the order by. */
  reference_id: number;
  status: OrderStatus;
  table_number: string | null;
  tab_name: string | null;
  tab_password: string | null;
  tab_uuid: string | null;
  tab_link: string | null;
  tab_status: number | null;
  has_order_expired: boolean;
  has_tab_expired: boolean;
  is_paid: boolean;
  /** ISO date-time; null until the order is submitted. */
  submitted_for_review: string | null;
  payment_method: PaymentMethod | null;
  /** Total including tip. */
  order_price: number;
  tip_amount: number;
  note: string;
  currency: string;
  venue_uuid: string;
  order_items: OrderItem[];
  /** Given back to the guest, in cents: a card payment for an order the venue declined or let expire, or its share of a bill payment. */
  refunded_cents: number;
  /** The room a room charge went to; null for any other payment. */
  charged_to_room: string | null;
}

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

export interface OrderStatusReport {
  status: OrderStatus;
  tab_status: number | null;
  has_order_expired: boolean;
  has_tab_expired: boolean;
}

/** The card payment a checkout opened: Stripe.js (or the simulator) confirms it with its client secret. */
export interface PaymentIntent {
  id: string;
  client_secret: string;
}

/**
 * The API's card payment provider. 'simulated' (no Stripe key configured): the app's own test-mode card
 * form confirms through the simulator. 'stripe': Stripe.js with this publishable key, null when the
 * operator set none (card payment is then unavailable).
 */
export type PaymentConfig = { provider: 'simulated' } | { provider: 'stripe'; publishable_key: string | null };
