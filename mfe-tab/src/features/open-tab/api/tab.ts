import { request, type CallOptions, type OpenedTab } from '@tabula/shared';

export interface CreateOrderWithTabRequest {
  venue_uuid: string;
  table_number: string;
  first_name: string;
  last_name: string;
}

/** Opens a tab at the table with a new order on it; a hotel guest's session goes with it. */
export const createOrderWithTab = (body: CreateOrderWithTabRequest, options?: CallOptions) =>
  request<OpenedTab>({ method: 'POST', path: '/api/order/create-order-with-tab/', body, withSession: true }, options);
