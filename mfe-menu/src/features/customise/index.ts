export { sanitizeHtml } from './html';
export { ItemForm } from './ItemForm';
export { itemToShow } from './rules';
export { useGoBack } from './useGoBack';
export { useOnLeave } from './useOnLeave';
