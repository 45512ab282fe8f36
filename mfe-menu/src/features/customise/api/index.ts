export { addItem, editItem } from './items';
export type { AddItemRequest, EditItemRequest } from './items';
