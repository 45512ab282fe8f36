export { TablePicker } from './TablePicker';
export { useTableForm } from './useTableForm';
