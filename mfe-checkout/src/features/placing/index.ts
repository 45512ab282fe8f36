export { isCheckoutAllowed } from './checkoutAllowed';
export { needsCardScreen } from './checkoutRequest';
export {
  $checkoutBusy,
  $paying,
  $paymentUnknownFor,
  $updated,
  OrderNotAsShown,
  PaymentFailed,
  PaymentUnknown,
  checkoutFx,
  orderAsShown,
  payFx,
  paymentFoundUnpaid,
  paymentRechecked,
  placeOrderFx,
  speaksForItself,
  updatedCleared,
} from './model';
export type { CheckoutParams, ConfirmResult, PaymentAttempt } from './model';
export type { CheckoutResponse } from './api/checkout';
