export { isOutOfStock } from './stock';
