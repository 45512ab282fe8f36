export { sanitizeHtml } from './html';
export { ItemForm } from './ItemForm';
export { $itemToShow } from './itemPageModel';
export type { ItemChoice } from './lines';
export { addItemFx } from './model';
export { useItemPageShown } from './useItemPageShown';
