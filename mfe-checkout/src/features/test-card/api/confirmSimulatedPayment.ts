import { request } from '@tabula/shared';

export interface SimulatedConfirmRequest {
  client_secret: string;
  /** What Stripe's test card would do: 'succeeded' (4242 4242 4242 4242) or 'card_declined' (4000 0000 0000 0002). */
  outcome: 'succeeded' | 'card_declined';
}

export interface SimulatedConfirmResponse {
  status: string;
  payment_intent_id: string;
}

/** The simulated provider's confirmation: the test-mode card form's stand-in for Stripe.js. */
export const confirmSimulatedPayment = (body: SimulatedConfirmRequest) =>
  request<SimulatedConfirmResponse>({ method: 'POST', path: '/api/payments/simulator/confirm', body });
