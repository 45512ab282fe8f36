import { makeOrder, makeOrderItem } from '../test/fixtures';
import { belongsInHistory, closesTab, orderScreenState, shouldClearCart } from './order-status';

describe('order status rules', () => {
  it('clears the cart when the status is not 0 or there are no items', () => {
    const items = [makeOrderItem()];
    expect(shouldClearCart(makeOrder({ status: 0, order_items: items }))).toBe(false);
    expect(shouldClearCart(makeOrder({ status: 0, order_items: [] }))).toBe(true);
    expect(shouldClearCart(makeOrder({ status: 2, order_items: items }))).toBe(true);
    expect(shouldClearCart(makeOrder({ status: 3, order_items: items }))).toBe(true);
  });

  it('keeps every submitted order in history', () => {
    expect(belongsInHistory({ status: 0 })).toBe(false);
    expect(belongsInHistory({ status: 2 })).toBe(true);
    expect(belongsInHistory({ status: 4 })).toBe(true);
  });

  it('maps a status report to the order screen', () => {
    expect(orderScreenState({ status: 3, has_order_expired: true })).toBe('confirmed');
    expect(orderScreenState({ status: 4, has_order_expired: false })).toBe('declined');
    expect(orderScreenState({ status: 2, has_order_expired: true })).toBe('expired');
    expect(orderScreenState({ status: 2, has_order_expired: false })).toBe('waiting');
  });

  it('closes the tab only for a declined order with tab_status 4', () => {
    expect(closesTab({ status: 4, tab_status: 4 })).toBe(true);
    expect(closesTab({ status: 4, tab_status: 1 })).toBe(false);
    expect(closesTab({ status: 3, tab_status: 4 })).toBe(false);
  });
});
