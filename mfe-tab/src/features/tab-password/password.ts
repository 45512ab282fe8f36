/** Digits of a tab password the API gives (tabs opened before it gave eight keep their four). */
export const TAB_PASSWORD_DIGITS = 8;

/** A password as the tab bar shows it, in groups of four digits to read out: '1234 5678'. */
export const groupedPassword = (password: string): string => password.replace(/\d{4}(?=\d)/g, '$& ');

/** The longest text the password field takes: a whole password in the grouped form, pasted from the tab bar. */
export const PASSWORD_FIELD_LENGTH = groupedPassword('0'.repeat(TAB_PASSWORD_DIGITS)).length;

/**
 * The tab password takes digits only, and no more than a password has: an edit that brings in anything
 * else is refused. Spaces go, so that a password pasted as the tab bar groups it is taken whole.
 */
export function passwordInput(previous: string, next: string): string {
  const digits = next.replace(/\s/g, '');
  return new RegExp(`^[0-9]{0,${TAB_PASSWORD_DIGITS}}$`).test(digits) ? digits : previous;
}
