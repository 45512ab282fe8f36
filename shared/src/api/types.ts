import type { Menu, OrderItem, OrderStatus, PaymentMethod } from '../entities';

export interface VenueMenuResponse {
  menus: Menu[];
}

export interface ExistingTabResponse {
  /** Set when the guest session already has a tab at this venue. */
  id: string | null;
  tab_link: string | null;
}

export interface GuestSessionRequest {
  surname: string;
  room_number: string;
  /** YYYY-MM-DD */
  checkout_date: string;
  table_number: string | null;
}

export interface GuestSessionResponse {
  order_uuid: string;
  tab_uuid: string;
  tab_link: string;
  tab_password: string | null;
  table_number: string;
  guest_account: { guest_session_uuid: string; check_out_datetime: string };
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

export interface CreateOrderWithTabRequest {
  venue_uuid: string;
  table_number: string;
  first_name: string;
  last_name: string;
}

export interface CreateOrderWithTabResponse {
  order_uuid: string;
  tab_uuid: string;
  tab_link: string;
  status: OrderStatus;
  tab_password: string | null;
  table_number: string;
}

export interface CreateOrderResponse {
  order_uuid: string;
  status: OrderStatus;
  tab_uuid: string | null;
}

export interface JoinTabRequest {
  venue_uuid: string;
  table_number: string;
  password: string;
}

export interface JoinTabResponse {
  order_uuid: string;
  tab_uuid: string;
  tab_link: string;
  tab_password: string | null;
  table_number: string;
}

export interface ReOrderResponse {
  order_uuid: string;
  /** Every line of the current order after the copy, not only the copied ones. */
  order_items: OrderItem[];
  order_price: number;
  /** Names of items that can no longer be ordered and were left out. */
  skipped: string[];
}

export interface TabLinkRequest {
  venue_uuid: string;
  table_number: string;
  first_name: string;
}

export interface TabLinkResponse {
  tab_Link: string;
}

/** Calls whose answer the spec leaves unshown: an optional message, or no body. */
export type Acknowledgement = { message?: string } | null;
