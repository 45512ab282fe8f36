import type { CreatedOrder, Order, Reorder } from '../entities';
import { request, type CallOptions } from './request';

const orderPath = (uuid: string, rest: string) => `/api/order/${encodeURIComponent(uuid)}/${rest}`;

export const createOrder = (body: { venue_uuid: string }, options?: CallOptions) =>
  request<CreatedOrder>({ method: 'POST', path: '/api/order/create/', body }, options);

export const reOrder = (copiedOrderId: string, currentOrderId: string, options?: CallOptions) =>
  request<Reorder>(
    {
      method: 'POST',
      path: '/api/order/re-order/',
      headers: { 'order-uuid': currentOrderId },
      body: { order_to_copy_uuid: copiedOrderId },
    },
    options,
  );

export const orderDetails = (uuid: string, options?: CallOptions) =>
  request<Order>({ method: 'GET', path: orderPath(uuid, 'details/') }, options);
