import { checkoutTableNumber, receiptEmailPayload, settlesWithoutPayment } from './checkoutRequest';

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

describe('receiptEmailPayload', () => {
  it('leaves a blank e-mail out and trims the rest', () => {
    expect(receiptEmailPayload(' ')).toEqual({});
    expect(receiptEmailPayload(' a@b.co ')).toEqual({ email: 'a@b.co' });
  });
});
