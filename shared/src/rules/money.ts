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

/** Prices on the menu: a zero amount is hidden. */
export function formatPrice(amount: number, currency?: string): string {
  return amount === 0 ? '' : formatMoney(amount, currency);
}

/** Option prices read "+€0.50"; free options show nothing. */
export function formatOptionPrice(amount: number, currency?: string): string {
  return amount === 0 ? '' : `+${formatMoney(amount, currency)}`;
}
