export { sanitizeHtml } from './html';
export { ItemForm } from './ItemForm';
export type { ItemChoice } from './lines';
export { addItemFx } from './model';
export { itemToShow } from './rules';
export { useGoBack } from './useGoBack';
export { useOnLeave } from './useOnLeave';
