export { CheckoutBar } from './CheckoutBar';
