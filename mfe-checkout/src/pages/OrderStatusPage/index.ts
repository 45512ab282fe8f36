export { default } from './OrderStatusPage';
