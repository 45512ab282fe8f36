import { randomInt } from 'node:crypto';
import { conflict } from './violation';

/**
 * A four-digit tab password that no other open tab on the same table uses, so that
 * table number and password always name exactly one tab.
 */
export function newTabPassword(taken: ReadonlySet<string>, draw: () => number = () => randomInt(0, 10_000)): string {
  // Nobody could tell two tabs apart by table and password: the guest cannot open one here now.
  if (taken.size >= 10_000) throw conflict('Every tab password of this table is in use; please ask a server');
  for (;;) {
    const candidate = String(draw()).padStart(4, '0');
    if (!taken.has(candidate)) return candidate;
  }
}
