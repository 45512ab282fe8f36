import { loginErrorKey } from './loginError';

describe('loginErrorKey', () => {
  it('says no stay matches the details when the API finds none (a wrong check-out date, surname or room)', () => {
    expect(loginErrorKey(404)).toBe('errors.stayNotFound');
  });

  it("asks the guest to wait after too many attempts, and says 'something went wrong!' otherwise", () => {
    expect(loginErrorKey(429)).toBe('errors.tooManyAttempts');
    expect(loginErrorKey(400)).toBe('errors.loginFailed');
    expect(loginErrorKey(500)).toBe('errors.loginFailed');
    expect(loginErrorKey(0)).toBe('errors.loginFailed');
  });
});
