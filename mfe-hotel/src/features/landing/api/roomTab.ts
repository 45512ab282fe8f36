import { request, type CallOptions } from '@tabula/shared';

export interface RoomTabRequest {
  venue_uuid: string;
  /** The session's room: at room service the tab's table is the room. */
  table_number: string;
  first_name: string;
  last_name: string;
}

export interface RoomTabResponse {
  order_uuid: string;
  tab_uuid: string;
  tab_link: string;
  tab_password: string | null;
  table_number: string;
}

/** Opens the room's tab with an order on it, for the hotel guest session the call carries (create-order-with-tab). */
export const openRoomTab = (body: RoomTabRequest, options?: CallOptions) =>
  request<RoomTabResponse>({ method: 'POST', path: '/api/order/create-order-with-tab/', body, withSession: true }, options);
