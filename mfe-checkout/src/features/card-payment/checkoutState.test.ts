import { readCheckoutState } from './checkoutState';

const complete = { totalCents: 1450, currency: 'EUR', table_number: '4', tipCents: 100, orderNote: 'no onions', orderId: 'o-1' };

describe('the state the card payment screen needs', () => {
  it('is taken as the cart handed it', () => {
    expect(readCheckoutState(complete)).toEqual(complete);
    expect(readCheckoutState({ ...complete, table_number: null, orderNote: undefined })).toEqual({
      ...complete,
      table_number: null,
      orderNote: '',
    });
  });

  it("is taken from a state an earlier cart wrote with the spec's spelling, orderID, as when the card screen is reloaded after a deploy", () => {
    const { orderId, ...earlier } = complete;
    expect(readCheckoutState({ ...earlier, orderID: orderId })).toEqual(complete);
  });

  it('is refused when missing or incomplete', () => {
    expect(readCheckoutState(null)).toBeNull();
    expect(readCheckoutState({})).toBeNull();
    expect(readCheckoutState({ ...complete, orderId: '' })).toBeNull();
    expect(readCheckoutState({ ...complete, totalCents: -1 })).toBeNull();
    expect(readCheckoutState({ ...complete, totalCents: 14.5 })).toBeNull();
    expect(readCheckoutState({ ...complete, tipCents: 'two' })).toBeNull();
    expect(readCheckoutState({ ...complete, tipCents: 2000 })).toBeNull();
    expect(readCheckoutState({ ...complete, currency: '' })).toBeNull();
    expect(readCheckoutState({ ...complete, table_number: 4 })).toBeNull();
  });
});
