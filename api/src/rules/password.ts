import { randomInt } from 'node:crypto';
import { TAB_PASSWORD_DIGITS, TAB_PASSWORDS } from '@tabula/shared/entities';
import { conflict } from './violation';

// The password's shape is the kernel's, which the join-tab request schema is written with.
export { JOIN_TAB_PASSWORD_PATTERN, TAB_PASSWORD_DIGITS, TAB_PASSWORDS } from '@tabula/shared/entities';

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
