import { orderScreenState } from './screenState';

describe('orderScreenState', () => {
  it('maps a status report to the order screen', () => {
    expect(orderScreenState({ status: 3, has_order_expired: true })).toBe('confirmed');
    expect(orderScreenState({ status: 4, has_order_expired: false })).toBe('declined');
    expect(orderScreenState({ status: 2, has_order_expired: true })).toBe('expired');
    expect(orderScreenState({ status: 2, has_order_expired: false })).toBe('waiting');
  });
});
