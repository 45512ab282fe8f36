export { Totals } from './Totals';
