export { effectivePaymentMethod, paymentOptions, roomChargeAvailable, roomChargeNeedsLogin } from './paymentOptions';
export type { PaymentOption } from './paymentOptions';
