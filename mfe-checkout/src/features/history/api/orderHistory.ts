import { request, type OrderHistory } from '@tabula/shared';

export const orderHistory = (orderUuids: string[]) =>
  request<OrderHistory>({ method: 'POST', path: '/api/order/history/', body: { order_uuids: orderUuids } });
