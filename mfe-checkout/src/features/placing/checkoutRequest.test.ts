import {
  checkoutTableNumber,
  needsCardScreen,
  receiptEmailPayload,
  settlesWithoutPayment,
  submittedWithoutPayment,
} from './checkoutRequest';

describe('checkout table', () => {
  it("sends table '10' when there is none", () => {
    expect(checkoutTableNumber(null)).toBe('10');
    expect(checkoutTableNumber('  ')).toBe('10');
    expect(checkoutTableNumber('7')).toBe('7');
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

describe('a zero total', () => {
  it('skips the card screen: only a card order with something to pay goes there', () => {
    expect(needsCardScreen('card', 850)).toBe(true);
    expect(needsCardScreen('card', 0)).toBe(false);
    expect(needsCardScreen('cash', 850)).toBe(false);
    expect(needsCardScreen(null, 850)).toBe(false);
  });

  it('is placed by its checkout when the API submits it with no payment intent', () => {
    expect(submittedWithoutPayment({ payment_intent: null, status: 2 })).toBe(true);
    expect(submittedWithoutPayment({ payment_intent: { id: 'pi', client_secret: 's' }, status: 0 })).toBe(false);
    expect(submittedWithoutPayment({ payment_intent: null, status: 0 })).toBe(false);
  });
});

describe('receiptEmailPayload', () => {
  it('leaves a blank e-mail out and trims the rest', () => {
    expect(receiptEmailPayload(' ')).toEqual({});
    expect(receiptEmailPayload(' a@b.co ')).toEqual({ email: 'a@b.co' });
  });
});
