// The pure entry injects Stripe.js only when a payment screen asks for it, not when the chunk loads.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe instance per key and connected account: payments are direct charges on the venue's account. */
export function stripeFor(publishableKey: string, account: string): Promise<Stripe | null> {
  const id = `${publishableKey} ${account}`;
  let stripe = loaded.get(id);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { stripeAccount: account }).catch((error: unknown) => {
      console.warn('[checkout] Stripe.js could not be loaded', error);
      loaded.delete(id);
      return null;
    });
    loaded.set(id, stripe);
  }
  return stripe;
}
