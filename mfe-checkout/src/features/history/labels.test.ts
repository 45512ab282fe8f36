import { outcomeLabelKey, paymentState } from './labels';

const order = (over: Partial<Parameters<typeof paymentState>[0]> = {}) => ({
  payment_method: 'card',
  refunded_cents: 0,
  charged_to_room: null,
  ...over,
});

describe('order history labels', () => {
  it("labels cash orders 'Not Paid' and card orders 'Paid'", () => {
    expect(paymentState(order({ payment_method: 'cash' }))).toEqual({ kind: 'notPaid' });
    expect(paymentState(order())).toEqual({ kind: 'paid' });
  });

  it('names the room a room charge went to, instead of Paid', () => {
    expect(paymentState(order({ payment_method: 'room_charge', charged_to_room: '204' }))).toEqual({ kind: 'chargedToRoom', room: '204' });
  });

  it('says a payment given back was refunded, with its amount in cents', () => {
    expect(paymentState(order({ refunded_cents: 1250 }))).toEqual({ kind: 'refunded', cents: 1250 });
    expect(paymentState(order({ payment_method: 'room_charge', charged_to_room: '204', refunded_cents: 800 }))).toEqual({
      kind: 'refunded',
      cents: 800,
    });
  });

  it('never calls a declined cash order paid', () => {
    expect(paymentState(order({ payment_method: 'cash' })).kind).not.toBe('paid');
  });

  it('labels the outcome of accepted and declined orders', () => {
    expect(outcomeLabelKey({ status: 4 })).toBe('previousOrders.declined');
    expect(outcomeLabelKey({ status: 3 })).toBe('previousOrders.accepted');
    expect(outcomeLabelKey({ status: 2 })).toBeNull();
  });
});
