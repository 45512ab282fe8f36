import { request, type CallOptions, type OrderLine } from '@tabula/shared';

export interface AddItemRequest {
  item_id: number;
  /** Selected customisation option ids. */
  options: number[];
  quantity: number;
  note: string;
  price_id: number | null;
}

export interface EditItemRequest extends AddItemRequest {
  order_item_id: number;
}

const orderPath = (uuid: string, rest: string) => `/api/order/${encodeURIComponent(uuid)}/${rest}`;

export const addItem = (orderUuid: string, body: AddItemRequest, options?: CallOptions) =>
  request<OrderLine>({ method: 'POST', path: orderPath(orderUuid, 'add-item/'), body }, options);

export const editItem = (orderUuid: string, body: EditItemRequest, options?: CallOptions) =>
  request<OrderLine>({ method: 'POST', path: orderPath(orderUuid, 'edit-item/'), body }, options);
