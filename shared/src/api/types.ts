import type { Menu, Order, OrderItem, OrderStatus, PaymentIntent, PaymentMethod } from '../entities';

export interface VenueMenuResponse {
  menus: Menu[];
}

export interface ExistingTabResponse {
  /** Set when the guest session already has a tab at this venue. */
  id: string | null;
  tab_link: string | null;
}

export interface GuestSessionCheckResponse {
  guest_session_uuid: string;
  room_number: string;
  check_out_datetime: string;
}

export interface TabCheckRequest {
  venue_uuid: string;
  tab_link: string;
}

export interface TabCheckResponse {
  tab_uuid: string;
  tab_status: number;
  has_tab_expired: boolean;
  table_number: string;
  tab_password: string | null;
  tab_link: string;
}

export interface CreateOrderResponse {
  order_uuid: string;
  status: OrderStatus;
  tab_uuid: string | null;
}

export interface ReOrderResponse {
  order_uuid: string;
  /** Every line of the current order after the copy, not only the copied ones. */
  order_items: OrderItem[];
  order_price: number;
  /** Names of items that can no longer be ordered and were left out. */
  skipped: string[];
}

export interface ServiceRequestResponse {
  request_id: number;
}

/** request_type 0 asks for the bill (with a payment method), 1 calls a server. */
export interface ServiceRequest {
  request_type: 0 | 1;
  payment_method?: PaymentMethod;
  table_number?: string;
}

export interface CheckoutRequest {
  note: string;
  tip_amount: number;
  table_number: string;
  payment_method: PaymentMethod;
  email?: string;
}

export interface SimulatedConfirmRequest {
  client_secret: string;
  /** What Stripe's test card would do: 'succeeded' (4242 4242 4242 4242) or 'card_declined' (4000 0000 0000 0002). */
  outcome: 'succeeded' | 'card_declined';
}

export interface SimulatedConfirmResponse {
  status: string;
  payment_intent_id: string;
}

export interface CheckoutResponse {
  payment_intent: PaymentIntent | null;
  order_uuid: string;
  status: OrderStatus;
}

export interface AddItemRequest {
  item_id: number;
  /** Selected customisation option ids. */
  options: number[];
  quantity: number;
  note: string;
  price_id: number | null;
}

/** The line as the server priced it, for add-item and edit-item. */
export interface OrderLineResponse extends OrderItem {
  /** The whole order's price after the change, tip included. */
  order_price: number;
}

export interface EditItemRequest extends AddItemRequest {
  order_item_id: number;
}

export interface RemoveItemRequest {
  order_item_id: number;
}

export interface RemoveItemResponse {
  removed: number;
  order_price: number;
}

export interface OrderHistoryResponse {
  orders: Order[];
}
