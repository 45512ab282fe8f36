import '../../texts';
export { default } from './OrderStatusPage';
