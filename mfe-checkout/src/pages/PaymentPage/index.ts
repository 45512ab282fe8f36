import '../../texts';
export { default } from './PaymentPage';
