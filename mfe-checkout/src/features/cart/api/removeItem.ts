import { request, type RemovedLine } from '@tabula/shared';

export const removeItem = (orderUuid: string, orderItemId: number) =>
  request<RemovedLine>({
    method: 'POST',
    path: `/api/order/${encodeURIComponent(orderUuid)}/remove-item/`,
    body: { order_item_id: orderItemId },
  });
