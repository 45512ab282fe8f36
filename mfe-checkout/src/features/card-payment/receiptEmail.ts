import { isValidEmail } from '@tabula/shared';

/** The receipt e-mail is optional: blank is fine, anything else must look like an address. */
export const receiptEmailError = (email: string): 'errors.invalidEmail' | null =>
  email.trim() === '' || isValidEmail(email) ? null : 'errors.invalidEmail';
