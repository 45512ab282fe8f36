export { addItem, editItem } from './items';
export type { AddItemRequest, EditItemRequest, OrderLineResponse } from './items';
