import type { Order, OrderStatusReport } from '../entities';
import { request, type CallOptions } from './request';
import type {
  CheckoutRequest,
  CheckoutResponse,
  CreateOrderResponse,
  OrderHistoryResponse,
  ReOrderResponse,
  RemoveItemRequest,
  RemoveItemResponse,
} from './types';

const orderPath = (uuid: string, rest: string) => `/api/order/${encodeURIComponent(uuid)}/${rest}`;

export const createOrder = (body: { venue_uuid: string }, options?: CallOptions) =>
  request<CreateOrderResponse>({ method: 'POST', path: '/api/order/create/', body }, options);

export const reOrder = (orderToCopyUuid: string, currentOrderUuid: string, options?: CallOptions) =>
  request<ReOrderResponse>(
    {
      method: 'POST',
      path: '/api/order/re-order/',
      headers: { 'order-uuid': currentOrderUuid },
      body: { order_to_copy_uuid: orderToCopyUuid },
    },
    options,
  );

export const orderDetails = (uuid: string, options?: CallOptions) =>
  request<Order>({ method: 'GET', path: orderPath(uuid, 'details/') }, options);

export const orderStatus = (uuid: string, options?: CallOptions) =>
  request<OrderStatusReport>({ method: 'GET', path: orderPath(uuid, 'status/') }, options);

export const checkout = (orderUuid: string, body: CheckoutRequest, options?: CallOptions) =>
  request<CheckoutResponse>({ method: 'POST', path: orderPath(orderUuid, 'checkout/'), body }, options);

export const removeItem = (orderUuid: string, body: RemoveItemRequest, options?: CallOptions) =>
  request<RemoveItemResponse>({ method: 'POST', path: orderPath(orderUuid, 'remove-item/'), body }, options);

export const orderHistory = (orderUuids: string[], options?: CallOptions) =>
  request<OrderHistoryResponse>({ method: 'POST', path: '/api/order/history/', body: { order_uuids: orderUuids } }, options);
