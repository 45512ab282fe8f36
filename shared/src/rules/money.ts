/**
 * Money is counted in integer cents. Amounts arrive from the API in major units (9.5); they are turned
 * into cents once, and every sum, cap and comparison is made on whole numbers.
 */
export const toCents = (major: number): number => Math.round(major * 100);

/** Major units for the API, which carries money as 9.5. */
export const fromCents = (cents: number): number => cents / 100;

/** The cart's currency when the venue names none. */
export const DEFAULT_CART_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat | null>();

function formatter(currency: string): Intl.NumberFormat | null {
  const code = currency.toUpperCase();
  if (!formatters.has(code)) {
    try {
      formatters.set(code, new Intl.NumberFormat('en-US', { style: 'currency', currency: code }));
    } catch {
      formatters.set(code, null);
    }
  }
  return formatters.get(code) ?? null;
}

/**
 * An amount in cents in the en-US currency style ('€12.50'), zero included. Cents are divided only
 * here, for display; an unknown currency code still shows the amount, followed by the code.
 */
export function formatCents(cents: number, currency: string | null | undefined = DEFAULT_CART_CURRENCY): string {
  const code = currency || DEFAULT_CART_CURRENCY;
  const format = formatter(code);
  return format ? format.format(cents / 100) : `${(cents / 100).toFixed(2)} ${code}`;
}

/** An option's price reads '+€0.50'; a free option shows nothing. */
export const formatOptionCents = (cents: number, currency?: string | null): string =>
  cents === 0 ? '' : `+${formatCents(cents, currency)}`;
