import { request, type CallOptions, type OpenedTab } from '@tabula/shared';

export interface RoomTabRequest {
  venue_uuid: string;
  /** The session's room: at room service the tab's table is the room. */
  table_number: string;
  first_name: string;
  last_name: string;
}

/** Opens the room's tab with an order on it, for the hotel guest session the call carries (create-order-with-tab). */
export const openRoomTab = (body: RoomTabRequest, options?: CallOptions) =>
  request<OpenedTab>({ method: 'POST', path: '/api/order/create-order-with-tab/', body, withSession: true }, options);
