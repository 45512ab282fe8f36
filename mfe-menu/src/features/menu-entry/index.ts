export { useMenuEntry } from './useMenuEntry';
