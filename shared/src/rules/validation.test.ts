import { isValidEmail, tablePickerError } from './validation';

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
});
