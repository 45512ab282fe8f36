import { availableWallet, walletPaymentMethod } from './walletMethod';

describe('the wallet button', () => {
  it("names the device's wallet, and none for a card saved in the browser", () => {
    expect(availableWallet({ applePay: true, googlePay: false })).toBe('Apple Pay');
    expect(availableWallet({ applePay: false, googlePay: true, link: true })).toBe('Google Pay');
    expect(availableWallet({ link: true })).toBe('Link');
    expect(availableWallet({ applePay: false, googlePay: false, link: false })).toBeNull();
    expect(availableWallet(null)).toBeNull();
  });
});

describe('the payment method a wallet payment is recorded as', () => {
  it('is the wallet itself when the API knows it', () => {
    expect(walletPaymentMethod('googlePay')).toBe('google_pay');
    expect(walletPaymentMethod('applePay')).toBe('apple_pay');
    expect(walletPaymentMethod('link')).toBe('link');
  });

  it("is a card for the browser's saved card, and 'wallet' otherwise", () => {
    expect(walletPaymentMethod('browserCard')).toBe('card');
    expect(walletPaymentMethod('paypal')).toBe('wallet');
  });
});
