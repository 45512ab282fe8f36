/**
 * Money is counted in integer cents. Amounts arrive from the API in major units (9.5); they are turned
 * into cents once, and every sum, cap and comparison is made on whole numbers.
 */
export const toCents = (major: number): number => Math.round(major * 100);

/** Major units for the API, which carries money as 9.5. */
export const fromCents = (cents: number): number => cents / 100;

/** The cart's currency when the venue names none (spec §9). */
export const DEFAULT_CART_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat | null {
  const code = currency.toUpperCase();
  const cached = formatters.get(code);
  if (cached) return cached;
  try {
    const created = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    formatters.set(code, created);
    return created;
  } catch {
    return null;
  }
}

/** en-US currency style, always shown (totals, tip lines). */
export function formatMoney(amount: number, currency: string = DEFAULT_CART_CURRENCY): string {
  const format = formatter(currency || DEFAULT_CART_CURRENCY);
  return format ? format.format(amount) : `${amount.toFixed(2)} ${currency}`;
}

/** formatMoney for an amount in cents. */
export const formatCents = (cents: number, currency?: string): string => formatMoney(fromCents(cents), currency);

/** Option prices read "+€0.50"; free options show nothing. */
export function formatOptionPrice(amount: number, currency?: string): string {
  return amount === 0 ? '' : `+${formatMoney(amount, currency)}`;
}

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
