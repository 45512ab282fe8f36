import { isValidEmail, receiptEmailPayload, tablePickerError } from './validation';

describe('table picker', () => {
  it('asks to select a table, then requires one', () => {
    expect(tablePickerError(undefined)).toBe('errors.selectTableNumber');
    expect(tablePickerError(null)).toBe('errors.selectTableNumber');
    expect(tablePickerError('')).toBe('errors.fieldRequired');
    expect(tablePickerError('5')).toBeNull();
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
