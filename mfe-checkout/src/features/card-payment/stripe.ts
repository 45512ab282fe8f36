// The pure entry injects Stripe.js only when a payment screen asks for it, not when the chunk loads.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { htmlLangFor } from '@tabula/shared';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * The language Stripe.js words its card fields, their errors and a refused payment in: the guest's in the
 * app, by its language tag (the venue's `gr` is `el`); every language of the app is one Stripe.js speaks.
 * Left to itself Stripe.js follows the phone's language instead.
 */
export const stripeLocale = (language: string): StripeElementLocale => htmlLangFor(language) as StripeElementLocale;

/**
 * One Stripe instance per key, connected account and language: payments are direct charges on the venue's
 * account, and an instance keeps the language it was made with.
 */
export function stripeFor(publishableKey: string, account: string, locale: StripeElementLocale): Promise<Stripe | null> {
  const id = `${publishableKey} ${account} ${locale}`;
  let stripe = loaded.get(id);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { stripeAccount: account, locale }).catch((error: unknown) => {
      console.warn('[checkout] Stripe.js could not be loaded', error);
      loaded.delete(id);
      return null;
    });
    loaded.set(id, stripe);
  }
  return stripe;
}
