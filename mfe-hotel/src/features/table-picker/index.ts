export { TablePicker } from './TablePicker';
export { useTableChoice } from './useTableChoice';
