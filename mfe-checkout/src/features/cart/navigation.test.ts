import { readCartNavigationState } from './navigation';

describe('the choices handed to the cart', () => {
  it('keeps a payment method and a well-formed tip', () => {
    expect(readCartNavigationState({ paymentMethod: 'cash', tip: { option: 'other', amount: 3.5 } })).toEqual({
      paymentMethod: 'cash',
      tip: { option: 'other', amount: 3.5 },
    });
  });

  it('ignores anything else', () => {
    expect(readCartNavigationState(null)).toEqual({});
    expect(readCartNavigationState('cash')).toEqual({});
    expect(readCartNavigationState({ paymentMethod: '', tip: { option: 5, amount: 5 } })).toEqual({});
    expect(readCartNavigationState({ tip: { option: 'other', amount: -1 } })).toEqual({});
    expect(readCartNavigationState({ tip: { option: 1, amount: Number.NaN } })).toEqual({});
  });
});
