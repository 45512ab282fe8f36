import { outcomeLabelKey, paidLabelKey } from './labels';

describe('order history labels', () => {
  it("labels cash orders 'Not Paid' and others 'Paid'", () => {
    expect(paidLabelKey({ payment_method: 'cash' })).toBe('previousOrders.notPaid');
    expect(paidLabelKey({ payment_method: 'card' })).toBe('previousOrders.paid');
  });

  it('labels the outcome of accepted and declined orders', () => {
    expect(outcomeLabelKey({ status: 4 })).toBe('previousOrders.declined');
    expect(outcomeLabelKey({ status: 3 })).toBe('previousOrders.accepted');
    expect(outcomeLabelKey({ status: 2 })).toBeNull();
  });
});
