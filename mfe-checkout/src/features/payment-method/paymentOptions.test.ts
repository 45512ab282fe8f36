import { makeVenue } from '@tabula/shared/test';
import { effectivePaymentMethod, paymentMethodDefault, paymentOptions, roomChargeNeedsLogin } from './paymentOptions';

const cardAndCash = makeVenue({ accept_card: true, accept_cash: true, stripe_account_ref: 'acct', accept_orders_without_tab: true });
const cashOnly = makeVenue({ accept_card: false, accept_cash: true, accept_orders_without_tab: true });
const cardNoStripe = makeVenue({ accept_card: true, accept_cash: false, stripe_account_ref: null, accept_orders_without_tab: true });
const hotelBusiness = { business_account: { type: 1 as const, domain: 'hotel.example' } };
/** The demo room service: a hotel guest's tab, no cash, no cards, room charge only. */
const roomService = makeVenue({
  ...hotelBusiness,
  accept_card: false,
  accept_cash: false,
  stripe_account_ref: null,
  accept_room_charge: true,
});
/** Bistro and poolside take orders only on a tab, but take a card from anyone. */
const tabVenue = makeVenue({ accept_card: true, accept_cash: true, stripe_account_ref: 'acct', accept_orders_without_tab: false });

describe('paymentMethodDefault', () => {
  it('defaults to card when the venue takes cards and there is no tab', () => {
    expect(paymentMethodDefault(cardAndCash, false)).toBe('card');
    expect(paymentMethodDefault(tabVenue, false)).toBe('card');
  });

  it('defaults to cash with an active tab', () => {
    expect(paymentMethodDefault(cardAndCash, true)).toBe('cash');
    expect(paymentMethodDefault(makeVenue({ accept_card: false, accept_cash: true }), true)).toBe('cash');
  });

  it('needs a connected account for card', () => {
    expect(
      paymentMethodDefault(
        makeVenue({ accept_card: true, accept_cash: true, stripe_account_ref: null, accept_orders_without_tab: true }),
        false,
      ),
    ).toBe('cash');
    expect(paymentMethodDefault(cashOnly, false)).toBe('cash');
    expect(paymentMethodDefault(cardNoStripe, false)).toBeNull();
  });

  it('is always a method the venue accepts: room charge at a room service that takes no cash', () => {
    expect(paymentMethodDefault(roomService, true)).toBe('room_charge');
    expect(paymentMethodDefault(makeVenue({ accept_cash: false, accept_card: true, stripe_account_ref: 'acct' }), true)).toBe('card');
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

  it("offers no 'Add to tab' where the venue takes no cash", () => {
    expect(paymentOptions(roomService, true)).toEqual([{ method: 'room_charge', labelKey: 'cart.chargeMyRoom' }]);
  });

  it('offers card and cash without a tab', () => {
    expect(paymentOptions(cardAndCash, false).map((o) => o.method)).toEqual(['card', 'cash']);
    expect(paymentOptions(cashOnly, false).map((o) => o.method)).toEqual(['cash']);
  });

  it('offers only the card to a guest without a tab where orders need one', () => {
    expect(paymentOptions(tabVenue, false)).toEqual([{ method: 'card', labelKey: 'cart.card' }]);
    expect(paymentOptions(makeVenue({ ...tabVenue, ...hotelBusiness, accept_room_charge: true }), false).map((o) => o.method)).toEqual([
      'card',
    ]);
  });

  it("adds 'Charge my room' for business account type 1", () => {
    const hotel = makeVenue({ ...cardAndCash, ...hotelBusiness });
    expect(paymentOptions(hotel, false).at(-1)).toEqual({ method: 'room_charge', labelKey: 'cart.chargeMyRoom' });
    const methods = (venue: Parameters<typeof paymentOptions>[0]) => paymentOptions(venue, false).map((option) => option.method);
    expect(methods(makeVenue({ ...cardAndCash, business_account: { type: 2, domain: null } }))).not.toContain('room_charge');
    expect(methods(makeVenue({ ...cardAndCash, accept_room_charge: true }))).toContain('room_charge');
  });
});

describe('effectivePaymentMethod', () => {
  it("keeps the guest's choice while it is on offer, and falls back to the default otherwise", () => {
    expect(effectivePaymentMethod(cardAndCash, false, 'cash')).toBe('cash');
    expect(effectivePaymentMethod(cardAndCash, false, null)).toBe('card');
    expect(effectivePaymentMethod(tabVenue, false, 'cash')).toBe('card');
    expect(effectivePaymentMethod(roomService, true, 'cash')).toBe('room_charge');
  });
});

describe('roomChargeNeedsLogin', () => {
  it('is true where room charge is offered and the guest has no hotel session', () => {
    expect(roomChargeNeedsLogin(roomService, null)).toBe(true);
    expect(roomChargeNeedsLogin(roomService, 'session-1')).toBe(false);
    expect(roomChargeNeedsLogin(cardAndCash, null)).toBe(false);
  });
});
