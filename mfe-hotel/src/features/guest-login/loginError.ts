/**
 * The text a refused login shows: 'something went wrong!' for any refusal, except 429 (too
 * many tries from this device, or too many wrong logins on the room or surname), which asks the guest
 * to wait rather than try again at once.
 */
export function loginErrorKey(status: number): 'errors.tooManyAttempts' | 'errors.loginFailed' {
  return status === 429 ? 'errors.tooManyAttempts' : 'errors.loginFailed';
}
