export { isCheckoutAllowed } from './checkoutAllowed';
export { $checkoutBusy, $paying, $updated, PaymentFailed, checkoutFx, payFx, placeOrderFx, updatedCleared } from './model';
export type { CheckoutParams, ConfirmResult, PaymentAttempt } from './model';
export type { CheckoutResponse } from './api/checkout';
