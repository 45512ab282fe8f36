import { PLACEHOLDER_STRIPE_KEY, stripePublishableKey } from './stripeKey';

describe('the Stripe publishable key', () => {
  afterEach(() => {
    delete window.__TABULA_STRIPE_KEY__;
  });

  it('is the one the hosting page configures', () => {
    window.__TABULA_STRIPE_KEY__ = 'pk_live_abc123';
    expect(stripePublishableKey()).toBe('pk_live_abc123');
  });

  it('falls back to the placeholder when none, or something that is not a publishable key, is configured', () => {
    expect(stripePublishableKey()).toBe(PLACEHOLDER_STRIPE_KEY);
    window.__TABULA_STRIPE_KEY__ = 'sk_live_secret';
    expect(stripePublishableKey()).toBe(PLACEHOLDER_STRIPE_KEY);
    window.__TABULA_STRIPE_KEY__ = 42;
    expect(stripePublishableKey()).toBe(PLACEHOLDER_STRIPE_KEY);
  });
});
