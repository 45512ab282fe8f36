import { isCheckoutAllowed } from './checkoutAllowed';

describe('isCheckoutAllowed', () => {
  it('allows checkout only for an open order', () => {
    expect(isCheckoutAllowed(0)).toBe(true);
    expect(isCheckoutAllowed(2)).toBe(false);
    expect(isCheckoutAllowed(3)).toBe(false);
  });
});
