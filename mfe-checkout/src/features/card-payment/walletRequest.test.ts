import { walletPaymentRequest } from './walletRequest';

describe('the wallet payment request', () => {
  it('asks the wallet for the total in minor units, in Cyprus, with one labelled line', () => {
    expect(walletPaymentRequest(1234, 'EUR', 'Order Total Payment')).toEqual({
      country: 'CY',
      currency: 'eur',
      total: { label: 'Order Total Payment', amount: 1234 },
    });
  });

  it('defaults the wallet currency to eur', () => {
    expect(walletPaymentRequest(100, undefined, 'x').currency).toBe('eur');
    expect(walletPaymentRequest(100, '', 'x').currency).toBe('eur');
    expect(walletPaymentRequest(100, 'USD', 'x').currency).toBe('usd');
  });
});
