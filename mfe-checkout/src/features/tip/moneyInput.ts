export type MoneyInput = { ok: true; cents: number } | { ok: false; reason: 'notANumber' | 'negative' };

/** Digits, then at most one decimal point or comma and more digits: '2', '2.5', '2,50', ',5'. */
const AMOUNT = /^(\d*)(?:[.,](\d*))?$/;

/**
 * An amount a guest typed, in cents. A decimal comma counts as a point (euro keyboards type '2,5'), and
 * anything past the cents is rounded half up on the digits themselves, so '1.555' is 1.56 exactly.
 * Empty is 0. Thousands separators are refused rather than guessed at: '1.000,50' is not a number.
 */
export function parseMoneyInput(input: string): MoneyInput {
  const text = input.trim();
  if (text === '') return { ok: true, cents: 0 };
  if (/^-\s*[\d.,]/.test(text)) return { ok: false, reason: 'negative' };
  const match = AMOUNT.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '') || whole.length > 12) return { ok: false, reason: 'notANumber' };
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return { ok: true, cents: Number(fraction[2] ?? '0') >= 5 ? cents + 1 : cents };
}

/** Cents as a guest would type them back into an amount field: 150 is '1.50', 200 is '2'. */
export const centsInput = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
