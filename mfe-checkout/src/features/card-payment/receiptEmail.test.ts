import { receiptEmailError } from './receiptEmail';

describe('receipt e-mail', () => {
  it('is valid when empty or well formed', () => {
    expect(receiptEmailError('')).toBeNull();
    expect(receiptEmailError('  ')).toBeNull();
    expect(receiptEmailError('guest@example.com')).toBeNull();
    expect(receiptEmailError(' a@b.co ')).toBeNull();
  });

  it('names anything else an invalid address', () => {
    expect(receiptEmailError('guest@example')).toBe('errors.invalidEmail');
    expect(receiptEmailError('guest example.com')).toBe('errors.invalidEmail');
  });
});
