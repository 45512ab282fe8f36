import { request, type AddItemRequest, type CallOptions, type EditItemRequest, type OrderLine } from '@tabula/shared';

export type { AddItemRequest, EditItemRequest };

const orderPath = (uuid: string, rest: string) => `/api/order/${encodeURIComponent(uuid)}/${rest}`;

export const addItem = (orderUuid: string, body: AddItemRequest, options?: CallOptions) =>
  request<OrderLine>({ method: 'POST', path: orderPath(orderUuid, 'add-item/'), body }, options);

export const editItem = (orderUuid: string, body: EditItemRequest, options?: CallOptions) =>
  request<OrderLine>({ method: 'POST', path: orderPath(orderUuid, 'edit-item/'), body }, options);
