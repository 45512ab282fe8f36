export { sanitizeHtml } from './html';
export { ItemForm } from './ItemForm';
export type { ItemChoice } from './lines';
export { addItemFx } from './model';
export { itemToShow } from './rules';
export { useOnLeave } from './useOnLeave';
