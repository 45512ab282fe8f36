import type { TFunction } from 'i18next';
import {
  addBlockedReason,
  isValidEmail,
  missingFieldsMessage,
  missingJoinTabFields,
  missingOpenTabFields,
  passwordInput,
  receiptEmailPayload,
  tableChosen,
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

  it('enables Continue once a table is chosen', () => {
    expect(tableChosen(null)).toBe(false);
    expect(tableChosen(' ')).toBe(false);
    expect(tableChosen('5')).toBe(true);
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
  it('is valid when well formed', () => {
    expect(isValidEmail(' a@b.co ')).toBe(true);
    expect(isValidEmail('guest@example')).toBe(false);
    expect(isValidEmail('guest example.com')).toBe(false);
  });

  it('is left out of the payload when blank', () => {
    expect(receiptEmailPayload(' ')).toEqual({});
    expect(receiptEmailPayload(' a@b.co ')).toEqual({ email: 'a@b.co' });
  });
});

describe('add button', () => {
  it('names why ordering is blocked', () => {
    expect(addBlockedReason({ menuReadOnly: true, outOfStock: true, acceptingOrders: false })).toBe('readOnly');
    expect(addBlockedReason({ menuReadOnly: false, outOfStock: true, acceptingOrders: true })).toBe('outOfStock');
    expect(addBlockedReason({ menuReadOnly: false, outOfStock: false, acceptingOrders: false })).toBe('notAccepting');
    expect(addBlockedReason({ menuReadOnly: false, outOfStock: false, acceptingOrders: true })).toBeNull();
  });
});
