import { randomInt } from 'node:crypto';
import { conflict } from './violation';

/**
 * Digits of a new tab password. Eight, so that a guess at a full table (at most 20 open tabs) hits one
 * in 5,000,000 (README, Security): with four, one in 500.
 */
export const TAB_PASSWORD_DIGITS = 8;
/** Every tab password a table can hand out. */
export const TAB_PASSWORDS = 10 ** TAB_PASSWORD_DIGITS;
/**
 * What join-tab accepts as a password: digits only, four to eight of them. Tabs opened before passwords
 * had eight digits keep their four until they expire; any other length is compared, and found wrong,
 * like every wrong guess.
 */
export const JOIN_TAB_PASSWORD_PATTERN = `^[0-9]{4,${TAB_PASSWORD_DIGITS}}$`;

/**
 * An eight-digit tab password that no other open tab on the same table uses, so that
 * table number and password always name exactly one tab.
 */
export function newTabPassword(taken: ReadonlySet<string>, draw: () => number = () => randomInt(0, TAB_PASSWORDS)): string {
  // Nobody could tell two tabs apart by table and password: the guest cannot open one here now.
  if (taken.size >= TAB_PASSWORDS) throw conflict('Every tab password of this table is in use; please ask a server');
  for (;;) {
    const candidate = String(draw()).padStart(TAB_PASSWORD_DIGITS, '0');
    if (!taken.has(candidate)) return candidate;
  }
}

/** The password a guest sent: one typed into a number field lost its leading zeros. */
export const sentPassword = (password: string | number): string =>
  typeof password === 'number' ? String(password).padStart(TAB_PASSWORD_DIGITS, '0') : password;
