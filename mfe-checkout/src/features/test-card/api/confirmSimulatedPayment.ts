import { request, type SimulatedConfirmation } from '@tabula/shared';

export interface SimulatedConfirmRequest {
  client_secret: string;
  /** What Stripe's test card would do: 'succeeded' (4242 4242 4242 4242) or 'card_declined' (4000 0000 0000 0002). */
  outcome: 'succeeded' | 'card_declined';
}

/** The simulated provider's confirmation: the test-mode card form's stand-in for Stripe.js. */
export const confirmSimulatedPayment = (body: SimulatedConfirmRequest) =>
  request<SimulatedConfirmation>({ method: 'POST', path: '/api/payments/simulator/confirm', body });
