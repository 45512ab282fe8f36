export { TablePicker } from './TablePicker';
