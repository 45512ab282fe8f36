export { CardUnavailable } from './CardUnavailable';
export { PayForm } from './PayForm';
export type { CardPayment, Confirm, PaysFor } from './PayForm';
export { PaymentFailureAlert, PaymentUnknownNotice, paymentFailureMessage } from './PaymentFailure';
export { RoomCharge, RoomLoginOffer } from './RoomCharge';
export { StripeCardForm } from './StripeCardForm';
export { WalletPayment } from './WalletPayment';
export { readCheckoutState, withOrderTotal } from './checkoutState';
export type { CheckoutState } from './checkoutState';
export { $paymentConfig, loadPaymentConfigFx } from './paymentConfig';
export { useVenueStripe } from './useVenueStripe';
export {
  $cardFailure,
  $cardPaid,
  $checkoutGate,
  $roomChargeFailure,
  $roomCharging,
  $wallet,
  $walletFailure,
  cardPaymentSubmitted,
  checkoutLeft,
  checkoutOpened,
  roomChargeSubmitted,
  walletPaymentSubmitted,
  walletRequestMade,
} from './model';
export type { CheckoutGate, Failure, StripeLoad } from './model';
