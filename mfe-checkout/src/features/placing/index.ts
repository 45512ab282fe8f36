export { isCheckoutAllowed } from './checkoutAllowed';
export { needsCardScreen } from './checkoutRequest';
export { PlacedElsewhereNotice } from './PlacedElsewhereNotice';
export {
  $checkoutBusy,
  $paying,
  $paymentUnknownFor,
  $placedElsewhere,
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
  placedElsewhereFollowed,
  speaksForItself,
  updatedCleared,
} from './model';
export type { CheckoutParams, ConfirmResult, PaymentAttempt } from './model';
// The name its tests know the kernel's CheckoutAnswer by.
