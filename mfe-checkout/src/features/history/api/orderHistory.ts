import { request, type Order } from '@tabula/shared';

export interface OrderHistoryResponse {
  orders: Order[];
}

export const orderHistory = (orderUuids: string[]) =>
  request<OrderHistoryResponse>({ method: 'POST', path: '/api/order/history/', body: { order_uuids: orderUuids } });
