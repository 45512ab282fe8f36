import '../../texts';
export { default } from './BillPage';
