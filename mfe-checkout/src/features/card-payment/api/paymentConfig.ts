import { request, type PaymentConfig } from '@tabula/shared';

/** Which card payment provider the API runs, and for Stripe the publishable key Stripe.js needs. */
export const paymentConfig = () => request<PaymentConfig>({ method: 'GET', path: '/api/payments/config' });
