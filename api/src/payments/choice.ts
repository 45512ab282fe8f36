import type { Config } from '../config';

/**
 * Which payment provider a server runs: Stripe with its secret key, else the simulator, which marks
 * orders paid without moving money. A deployment on https that forgot its keys would give food away,
 * so there the simulator needs PAYMENTS=simulated, said on purpose.
 */
export function paymentProviderName(config: Pick<Config, 'payments' | 'publicUrl' | 'stripeSecretKey'>): 'stripe' | 'simulated' {
  if (config.payments === 'simulated') return 'simulated';
  if (config.stripeSecretKey) return 'stripe';
  if (config.payments === 'stripe')
    throw new Error('PAYMENTS=stripe needs STRIPE_SECRET_KEY (and STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET)');
  if (config.publicUrl?.startsWith('https:')) {
    throw new Error(
      `Refusing to start: PUBLIC_URL is ${config.publicUrl} (https, a production deployment) and STRIPE_SECRET_KEY is not set, ` +
        'so the payment simulator would mark orders paid without charging anyone. Set the Stripe keys, or set PAYMENTS=simulated ' +
        'to run the simulator on purpose.',
    );
  }
  return 'simulated';
}
