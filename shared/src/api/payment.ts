import type { PaymentConfig } from '../entities';
import { request, type CallOptions } from './request';
import type { SimulatedConfirmRequest, SimulatedConfirmResponse } from './types';

/** Which card payment provider the API runs, and for Stripe the publishable key Stripe.js needs. */
export const paymentConfig = (options?: CallOptions) => request<PaymentConfig>({ method: 'GET', path: '/api/payments/config' }, options);

/** The simulated provider's confirmation: the test-mode card form's stand-in for Stripe.js. */
export const confirmSimulatedPayment = (body: SimulatedConfirmRequest, options?: CallOptions) =>
  request<SimulatedConfirmResponse>({ method: 'POST', path: '/api/payments/simulator/confirm', body }, options);
