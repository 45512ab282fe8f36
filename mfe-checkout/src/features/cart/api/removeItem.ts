import { request } from '@tabula/shared';

export interface RemoveItemResponse {
  removed: number;
  order_price: number;
}

export const removeItem = (orderUuid: string, orderItemId: number) =>
  request<RemoveItemResponse>({
    method: 'POST',
    path: `/api/order/${encodeURIComponent(orderUuid)}/remove-item/`,
    body: { order_item_id: orderItemId },
  });
