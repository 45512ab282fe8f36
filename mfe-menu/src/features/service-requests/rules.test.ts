import { makeOrder, makeVenue } from '@tabula/shared/test';
import { billPaymentChoices, hasUnpaidRecentOrder, serviceRequestErrorKey, tableChosen } from './rules';

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-05-10T12:00:00Z');
const at = (msAgo: number) => new Date(now - msAgo).toISOString();

describe('billPaymentChoices', () => {
  it('offers what the venue accepts, in the order card, cash, room charge', () => {
    expect(
      billPaymentChoices(makeVenue({ accept_card: true, accept_cash: true, accept_room_charge: false, business_account: null })),
    ).toEqual(['card', 'cash']);
    expect(
      billPaymentChoices(makeVenue({ accept_card: false, accept_cash: true, accept_room_charge: true, business_account: null })),
    ).toEqual(['cash', 'room_charge']);
  });

  it('offers room charge at business account type 1 venues', () => {
    expect(
      billPaymentChoices(
        makeVenue({ accept_card: false, accept_cash: false, accept_room_charge: false, business_account: { type: 1, domain: null } }),
      ),
    ).toEqual(['room_charge']);
  });
});

describe('serviceRequestErrorKey', () => {
  it('says a request is already open on 409', () => {
    expect(serviceRequestErrorKey(409)).toBe('errors.requestAlreadyOpen');
  });

  it('tells a network failure from other failures', () => {
    expect(serviceRequestErrorKey(0)).toBe('errors.network');
    expect(serviceRequestErrorKey(500)).toBe('errors.generic');
  });
});

describe('hasUnpaidRecentOrder', () => {
  it('looks for an unpaid order submitted within a day', () => {
    expect(hasUnpaidRecentOrder([makeOrder({ is_paid: false, submitted_for_review: at(2 * HOUR) })], now)).toBe(true);
    expect(hasUnpaidRecentOrder([makeOrder({ is_paid: true, submitted_for_review: at(2 * HOUR) })], now)).toBe(false);
    expect(hasUnpaidRecentOrder([makeOrder({ is_paid: false, submitted_for_review: at(30 * HOUR) })], now)).toBe(false);
    expect(hasUnpaidRecentOrder([makeOrder({ is_paid: false, submitted_for_review: null })], now)).toBe(false);
    expect(hasUnpaidRecentOrder([], now)).toBe(false);
  });
});

describe('tableChosen', () => {
  it('enables Continue once a table is chosen', () => {
    expect(tableChosen(null)).toBe(false);
    expect(tableChosen(' ')).toBe(false);
    expect(tableChosen('5')).toBe(true);
  });
});
