import { request, type SimulatedConfirmation, type SimulatedConfirmRequest } from '@tabula/shared';

/** The simulated provider's confirmation: the test-mode card form's stand-in for Stripe.js. */
export const confirmSimulatedPayment = (body: SimulatedConfirmRequest) =>
  request<SimulatedConfirmation>({ method: 'POST', path: '/api/payments/simulator/confirm', body });
