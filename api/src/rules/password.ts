import { randomInt } from 'node:crypto';

/**
 * A four-digit tab password that no other open tab on the same table uses, so that
 * table number and password always name exactly one tab.
 */
export function newTabPassword(taken: ReadonlySet<string>, draw: () => number = () => randomInt(0, 10_000)): string {
  if (taken.size >= 10_000) throw new Error('No free tab password left on this table');
  for (;;) {
    const candidate = String(draw()).padStart(4, '0');
    if (!taken.has(candidate)) return candidate;
  }
}
