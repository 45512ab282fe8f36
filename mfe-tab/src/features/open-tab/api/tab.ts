import { request, type CallOptions, type OpenedTab, type OpenTabRequest } from '@tabula/shared';

/** Opens a tab at the table with a new order on it; a hotel guest's session goes with it. */
export const createOrderWithTab = (body: OpenTabRequest, options?: CallOptions) =>
  request<OpenedTab>({ method: 'POST', path: '/api/order/create-order-with-tab/', body, withSession: true }, options);
