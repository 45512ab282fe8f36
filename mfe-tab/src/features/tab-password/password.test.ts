import { groupedPassword, PASSWORD_FIELD_LENGTH, passwordInput } from './password';

describe('the tab password', () => {
  it('accepts digits only', () => {
    expect(passwordInput('12', '123')).toBe('123');
    expect(passwordInput('12', '12a')).toBe('12');
    expect(passwordInput('12', '1a2')).toBe('12');
    expect(passwordInput('12', '12.')).toBe('12');
    expect(passwordInput('12', '')).toBe('');
  });

  it('takes eight digits and refuses a ninth', () => {
    expect(passwordInput('1234567', '12345678')).toBe('12345678');
    expect(passwordInput('12345678', '123456789')).toBe('12345678');
  });

  it('takes a password pasted as the tab bar shows it, without its space', () => {
    expect(passwordInput('', '1234 5678')).toBe('12345678');
    expect(passwordInput('', '1234 56789')).toBe('');
    expect(PASSWORD_FIELD_LENGTH).toBe('1234 5678'.length);
  });

  it('groups a password in fours to read out, and leaves one of four digits whole', () => {
    expect(groupedPassword('12345678')).toBe('1234 5678');
    expect(groupedPassword('00420000')).toBe('0042 0000');
    expect(groupedPassword('0042')).toBe('0042');
  });
});
