import { useEffect, useState } from 'react';
// The pure entry injects Stripe.js only when a payment screen asks for it, not when the chunk loads.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { stripePublishableKey } from './stripeKey';

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe instance per connected account: payments are direct charges on the venue's account. */
function stripeFor(account: string): Promise<Stripe | null> {
  let stripe = loaded.get(account);
  if (!stripe) {
    stripe = loadStripe(stripePublishableKey(), { stripeAccount: account }).catch((error: unknown) => {
      console.warn('[checkout] Stripe.js could not be loaded', error);
      loaded.delete(account);
      return null;
    });
    loaded.set(account, stripe);
  }
  return stripe;
}

export type StripeLoad = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

export function useVenueStripe(account: string | null): StripeLoad {
  const [load, setLoad] = useState<StripeLoad>({ state: 'loading' });
  useEffect(() => {
    if (!account) return undefined;
    let active = true;
    void stripeFor(account).then((stripe) => {
      if (active) setLoad(stripe ? { state: 'ready', stripe } : { state: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [account]);
  return load;
}
