/** Cents-exact sums: 0.1 + 0.2 must print as 0.30, not 0.30000000000000004. */
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

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
