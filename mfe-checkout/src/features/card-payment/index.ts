export { CardUnavailable } from './CardUnavailable';
export { PayForm } from './PayForm';
export { RoomCharge, RoomLoginOffer } from './RoomCharge';
export { StripeCardForm } from './StripeCardForm';
export { WalletPayment } from './WalletPayment';
export { readCheckoutState } from './checkoutState';
export type { CheckoutState } from './checkoutState';
export { $paymentConfig, loadPaymentConfigFx } from './paymentConfig';
export { useVenueStripe } from './stripe';
