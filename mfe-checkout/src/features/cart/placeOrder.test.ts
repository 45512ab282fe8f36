import { makeVenue } from '@tabula/shared/test';
import { cartSubmitAction, locationLabelKey } from './placeOrder';

describe('place order', () => {
  it('scrolls to the bottom first', () => {
    expect(cartSubmitAction({ tableNumber: '4', scrolledToBottom: false, loading: false })).toBe('scroll');
    expect(cartSubmitAction({ tableNumber: null, scrolledToBottom: false, loading: false })).toBe('scroll');
  });

  it('places the order only with a table and no call in flight', () => {
    expect(cartSubmitAction({ tableNumber: '4', scrolledToBottom: true, loading: false })).toBe('place');
    expect(cartSubmitAction({ tableNumber: '', scrolledToBottom: true, loading: false })).toBe('none');
    expect(cartSubmitAction({ tableNumber: '  ', scrolledToBottom: true, loading: false })).toBe('none');
    expect(cartSubmitAction({ tableNumber: null, scrolledToBottom: true, loading: false })).toBe('none');
    expect(cartSubmitAction({ tableNumber: '4', scrolledToBottom: true, loading: true })).toBe('none');
  });
});

describe('locationLabelKey', () => {
  it('asks for a room at room-service venues and a table elsewhere', () => {
    expect(locationLabelKey(makeVenue({ type: 3 }))).toBe('common.room');
    expect(locationLabelKey(makeVenue({ type: 0 }))).toBe('common.table');
    expect(locationLabelKey(null)).toBe('common.table');
  });
});
