import { request, type CallOptions, type OpenedTab, type OpenTabRequest } from '@tabula/shared';

/** Opens the room's tab with an order on it, for the hotel guest session the call carries (create-order-with-tab). */
export const openRoomTab = (body: OpenTabRequest, options?: CallOptions) =>
  request<OpenedTab>({ method: 'POST', path: '/api/order/create-order-with-tab/', body, withSession: true }, options);
