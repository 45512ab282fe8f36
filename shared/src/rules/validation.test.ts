import {
  canPlaceOrder,
  cartSubmitAction,
  isValidEmail,
  receiptEmailError,
  receiptEmailPayload,
  tablePickerError,
} from './validation';

describe('table picker', () => {
  it("asks to select a table, then requires one", () => {
    expect(tablePickerError(undefined)).toBe('errors.selectTableNumber');
    expect(tablePickerError(null)).toBe('errors.selectTableNumber');
    expect(tablePickerError('')).toBe('errors.fieldRequired');
    expect(tablePickerError('5')).toBeNull();
  });
});

describe('receipt e-mail', () => {
  it('is valid when empty or well formed', () => {
    expect(receiptEmailError('')).toBeNull();
    expect(receiptEmailError('  ')).toBeNull();
    expect(receiptEmailError('guest@example.com')).toBeNull();
    expect(receiptEmailError('guest@example')).toBe('errors.invalidEmail');
    expect(receiptEmailError('guest example.com')).toBe('errors.invalidEmail');
    expect(isValidEmail(' a@b.co ')).toBe(true);
  });

  it('is left out of the payload when blank', () => {
    expect(receiptEmailPayload(' ')).toEqual({});
    expect(receiptEmailPayload(' a@b.co ')).toEqual({ email: 'a@b.co' });
  });
});

describe('place order', () => {
  it('needs a table, the bottom reached and no call in flight', () => {
    expect(canPlaceOrder({ tableNumber: '4', scrolledToBottom: true, loading: false })).toBe(true);
    expect(canPlaceOrder({ tableNumber: null, scrolledToBottom: true, loading: false })).toBe(false);
    expect(canPlaceOrder({ tableNumber: '4', scrolledToBottom: false, loading: false })).toBe(false);
    expect(canPlaceOrder({ tableNumber: '4', scrolledToBottom: true, loading: true })).toBe(false);
  });

  it('scrolls to the bottom first', () => {
    expect(cartSubmitAction({ tableNumber: '4', scrolledToBottom: false, loading: false })).toBe('scroll');
    expect(cartSubmitAction({ tableNumber: '4', scrolledToBottom: true, loading: false })).toBe('place');
    expect(cartSubmitAction({ tableNumber: '', scrolledToBottom: true, loading: false })).toBe('none');
  });
});
