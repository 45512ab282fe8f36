import { request, type OrderStatusReport } from '@tabula/shared';

export const orderStatus = (orderUuid: string) =>
  request<OrderStatusReport>({ method: 'GET', path: `/api/order/${encodeURIComponent(orderUuid)}/status/` });
