import { walletPaymentMethod } from './walletMethod';

describe('the payment method a wallet payment is recorded as', () => {
  it('is the wallet itself when the API knows it', () => {
    expect(walletPaymentMethod('google_pay')).toBe('google_pay');
    expect(walletPaymentMethod('apple_pay')).toBe('apple_pay');
    expect(walletPaymentMethod('link')).toBe('link');
  });

  it("is 'wallet' otherwise", () => {
    expect(walletPaymentMethod('paypal')).toBe('wallet');
    expect(walletPaymentMethod('klarna')).toBe('wallet');
  });
});
