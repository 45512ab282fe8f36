import type { OrderItem, OrderStatus } from '../entities';

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
