import { makeVenue } from '../test/fixtures';
import { checkoutTableNumber, roomChargeOffered, settlesWithoutPayment, takesCard } from './payment';

describe('takesCard and roomChargeOffered', () => {
  it('takes cards only with a connected card account', () => {
    expect(takesCard(makeVenue({ accept_card: true, stripe_account_ref: 'acct' }))).toBe(true);
    expect(takesCard(makeVenue({ accept_card: true, stripe_account_ref: null }))).toBe(false);
    expect(takesCard(makeVenue({ accept_card: false, stripe_account_ref: 'acct' }))).toBe(false);
  });

  it("offers 'Charge my room' for business account type 1 or a venue that says so", () => {
    expect(roomChargeOffered(makeVenue({ business_account: { type: 1, domain: 'hotel.example' } }))).toBe(true);
    expect(roomChargeOffered(makeVenue({ business_account: { type: 2, domain: null } }))).toBe(false);
    expect(roomChargeOffered(makeVenue({ accept_room_charge: true }))).toBe(true);
  });
});

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
