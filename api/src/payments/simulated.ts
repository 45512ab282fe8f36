import { randomBytes } from 'node:crypto';
import type { CreatedIntent, PaymentProvider } from './provider';

/**
 * Stands in for Stripe when no secret key is configured. Its intents look like Stripe's
 * (pi_..., pi_..._secret_...) and are confirmed through POST /api/payments/simulator/confirm,
 * which the e2e suite's Stripe stand-in calls instead of Stripe.
 */
export function simulatedProvider(): PaymentProvider {
  return {
    name: 'simulated',
    async createIntent(): Promise<CreatedIntent> {
      const id = `pi_sim_${randomBytes(12).toString('hex')}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
    },
    // The simulator keeps no state of its own: the payments row it confirms from is the intent,
    // and its 'canceled' status is what refuses a confirmation.
    async cancelIntent(): Promise<void> {},
    // No money moved, so there is none to give back.
    async refundIntent(): Promise<void> {},
  };
}
