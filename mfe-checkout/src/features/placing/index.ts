export { isCheckoutAllowed } from './checkoutAllowed';
export { $checkoutBusy, $paying, PaymentFailed, payFx, placeOrderFx } from './model';
export type { ConfirmResult, PaymentAttempt } from './model';
