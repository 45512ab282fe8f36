/**
 * The text a refused login shows: 404 (no stay with this surname, room and check-out date) says the details do
 * not match and which to check; 429 (too many tries from this device, or too many wrong logins on the room or
 * surname) asks the guest to wait rather than try again at once; anything else 'something went wrong!'.
 */
export function loginErrorKey(status: number): 'errors.stayNotFound' | 'errors.tooManyAttempts' | 'errors.loginFailed' {
  if (status === 404) return 'errors.stayNotFound';
  return status === 429 ? 'errors.tooManyAttempts' : 'errors.loginFailed';
}
