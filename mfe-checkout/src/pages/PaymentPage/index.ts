export { default } from './PaymentPage';
