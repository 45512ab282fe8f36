declare global {
  interface Window {
    /**
     * The Stripe publishable key of the platform account. The spec keeps the real key out of the
     * product ({key}), so the page hosting the app sets it before the app starts, e.g. an inline
     * `<script>window.__TABULA_STRIPE_KEY__ = 'pk_live_...'</script>` an operator adds at deploy time.
     */
    __TABULA_STRIPE_KEY__?: unknown;
  }
}

/** Used when no key is configured: Stripe test mode rejects it, the e2e stand-in accepts any key. */
export const PLACEHOLDER_STRIPE_KEY = 'pk_test_tabula_placeholder';

export function stripePublishableKey(): string {
  const configured = typeof window === 'undefined' ? undefined : window.__TABULA_STRIPE_KEY__;
  return typeof configured === 'string' && /^pk_(test|live)_\w+$/.test(configured) ? configured : PLACEHOLDER_STRIPE_KEY;
}
