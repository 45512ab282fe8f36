import '../../texts';
export { default } from './CheckoutPage';
