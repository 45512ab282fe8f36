import type { TFunction } from 'i18next';
import {
  canPlaceOrder,
  cartSubmitAction,
  isValidEmail,
  missingFieldsMessage,
  missingJoinTabFields,
  missingOpenTabFields,
  passwordInput,
  receiptEmailError,
  receiptEmailPayload,
  tablePickerError,
  validateHotelLogin,
} from './validation';

const fakeT = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key}:${String(options.fields)}` : `[${key}]`) as unknown as TFunction;

describe('open tab', () => {
  it('lists the missing fields in order', () => {
    expect(missingOpenTabFields({ first_name: ' ', last_name: '', table_number: null })).toEqual(['firstName', 'lastName', 'tableNumber']);
    expect(missingOpenTabFields({ first_name: 'Ann', last_name: '', table_number: '4' })).toEqual(['lastName']);
    expect(missingOpenTabFields({ first_name: 'Ann', last_name: 'Lee', table_number: '4' })).toEqual([]);
  });

  it('builds the message from its parts', () => {
    expect(missingFieldsMessage(['firstName', 'tableNumber'], fakeT)).toBe(
      'validation.enter:[validation.fields.firstName] [validation.fields.tableNumber]',
    );
  });
});

describe('join tab', () => {
  it('needs password and table number', () => {
    expect(missingJoinTabFields({ password: '', table_number: '' })).toEqual(['password', 'tableNumber']);
    expect(missingJoinTabFields({ password: '12', table_number: '3' })).toEqual([]);
  });

  it('accepts digits only in the password', () => {
    expect(passwordInput('12', '123')).toBe('123');
    expect(passwordInput('12', '12a')).toBe('12');
    expect(passwordInput('12', '1a2')).toBe('12');
    expect(passwordInput('12', '')).toBe('');
  });
});

describe('table picker', () => {
  it("asks to select a table, then requires one", () => {
    expect(tablePickerError(undefined)).toBe('errors.selectTableNumber');
    expect(tablePickerError(null)).toBe('errors.selectTableNumber');
    expect(tablePickerError('')).toBe('errors.fieldRequired');
    expect(tablePickerError('5')).toBeNull();
  });
});

describe('hotel login', () => {
  it("puts 'Field is required' under each empty field", () => {
    expect(validateHotelLogin({ surname: ' ', room_number: '' })).toEqual({
      surname: 'errors.fieldRequired',
      room_number: 'errors.fieldRequired',
    });
    expect(validateHotelLogin({ surname: 'Doe', room_number: '12' })).toEqual({});
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
