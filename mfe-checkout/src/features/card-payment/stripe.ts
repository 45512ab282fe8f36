import { useEffect, useState } from 'react';
// The pure entry injects Stripe.js only when a payment screen asks for it, not when the chunk loads.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe instance per key and connected account: payments are direct charges on the venue's account. */
function stripeFor(publishableKey: string, account: string): Promise<Stripe | null> {
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

export type StripeLoad = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

export function useVenueStripe(publishableKey: string, account: string): StripeLoad {
  const id = `${publishableKey} ${account}`;
  // The result is kept with the key it was loaded for, so a new key reads as loading until its own load settles.
  const [load, setLoad] = useState<{ id: string; load: StripeLoad } | null>(null);
  useEffect(() => {
    let active = true;
    void stripeFor(publishableKey, account).then((stripe) => {
      if (active) setLoad({ id, load: stripe ? { state: 'ready', stripe } : { state: 'failed' } });
    });
    return () => {
      active = false;
    };
  }, [id, publishableKey, account]);
  return load?.id === id ? load.load : { state: 'loading' };
}
