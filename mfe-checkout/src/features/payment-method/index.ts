export { effectivePaymentMethod, paymentOptions, roomChargeNeedsLogin } from './paymentOptions';
export type { PaymentOption } from './paymentOptions';
