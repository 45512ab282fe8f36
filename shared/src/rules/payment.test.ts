import { makeVenue } from '../test/fixtures';
import { checkoutTableNumber, paymentMethodDefault, paymentOptions, roomChargeOffered, settlesWithoutPayment, walletAmount, walletCurrency } from './payment';

const cardAndCash = makeVenue({ accept_card: true, accept_cash: true, stripe_account_ref: 'acct' });
const cashOnly = makeVenue({ accept_card: false, accept_cash: true });
const cardNoStripe = makeVenue({ accept_card: true, accept_cash: false, stripe_account_ref: null });

describe('paymentMethodDefault', () => {
  it('defaults to card when the venue takes cards and there is no tab', () => {
    expect(paymentMethodDefault(cardAndCash, false)).toBe('card');
  });

  it('defaults to cash with an active tab', () => {
    expect(paymentMethodDefault(cardAndCash, true)).toBe('cash');
    expect(paymentMethodDefault(cardNoStripe, true)).toBe('cash');
  });

  it('needs a connected account for card', () => {
    expect(paymentMethodDefault(makeVenue({ accept_card: true, accept_cash: true, stripe_account_ref: null }), false)).toBe('cash');
    expect(paymentMethodDefault(cashOnly, false)).toBe('cash');
    expect(paymentMethodDefault(cardNoStripe, false)).toBeNull();
  });
});

describe('paymentOptions', () => {
  it("offers 'Add to tab' and 'Pay now' with a tab", () => {
    expect(paymentOptions(cardAndCash, true)).toEqual([
      { method: 'cash', labelKey: 'cart.addToTab' },
      { method: 'card', labelKey: 'cart.payNow' },
    ]);
    expect(paymentOptions(cashOnly, true)).toEqual([{ method: 'cash', labelKey: 'cart.addToTab' }]);
  });

  it('offers card and cash without a tab', () => {
    expect(paymentOptions(cardAndCash, false).map((o) => o.method)).toEqual(['card', 'cash']);
    expect(paymentOptions(cashOnly, false).map((o) => o.method)).toEqual(['cash']);
  });

  it("adds 'Charge my room' for business account type 1", () => {
    const hotel = makeVenue({ ...cardAndCash, business_account: { type: 1, domain: 'hotel.example' } });
    expect(paymentOptions(hotel, false).at(-1)).toEqual({ method: 'room_charge', labelKey: 'cart.chargeMyRoom' });
    expect(roomChargeOffered(makeVenue({ business_account: { type: 2, domain: null } }))).toBe(false);
    expect(roomChargeOffered(makeVenue({ accept_room_charge: true }))).toBe(true);
  });
});

describe('checkout and wallet', () => {
  it("sends table '10' when there is none", () => {
    expect(checkoutTableNumber(null)).toBe('10');
    expect(checkoutTableNumber('  ')).toBe('10');
    expect(checkoutTableNumber('7')).toBe('7');
  });

  it('charges wallets in minor units', () => {
    expect(walletAmount(12.34)).toBe(1234);
    expect(walletAmount(0.1 + 0.2)).toBe(30);
    expect(walletAmount(19.999)).toBe(2000);
  });

  it('defaults the wallet currency to eur', () => {
    expect(walletCurrency(undefined)).toBe('eur');
    expect(walletCurrency('USD')).toBe('usd');
  });
});

describe('settlesWithoutPayment', () => {
  it('is true for cash and room charge, which submit the order at checkout', () => {
    expect(settlesWithoutPayment('cash')).toBe(true);
    expect(settlesWithoutPayment('room_charge')).toBe(true);
  });

  it('is false for card and wallet methods, which submit only once the payment is confirmed', () => {
    expect(settlesWithoutPayment('card')).toBe(false);
    expect(settlesWithoutPayment('apple_pay')).toBe(false);
  });
});
