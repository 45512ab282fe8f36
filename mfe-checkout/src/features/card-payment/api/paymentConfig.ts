import { request } from '@tabula/shared';

/**
 * The API's card payment provider. 'simulated' (no Stripe key configured): the app's own test-mode card
 * form confirms through the simulator. 'stripe': Stripe.js with this publishable key, null when the
 * operator set none (card payment is then unavailable).
 */
export type PaymentConfig = { provider: 'simulated' } | { provider: 'stripe'; publishable_key: string | null };

/** Which card payment provider the API runs, and for Stripe the publishable key Stripe.js needs. */
export const paymentConfig = () => request<PaymentConfig>({ method: 'GET', path: '/api/payments/config' });
