/**
 * Money is counted in integer cents. Amounts arrive from the API in major units (9.5); they are turned
 * into cents once, and every sum, cap and comparison is made on whole numbers.
 */
export const toCents = (major: number): number => Math.round(major * 100);

/** Major units for the API, which carries money as 9.5. */
export const fromCents = (cents: number): number => cents / 100;

/** The cart's currency when the venue names none. */
export const DEFAULT_CART_CURRENCY = 'USD';

/**
 * The en-US symbols, as Intl writes them, of two-decimal currencies venues use most. A page's first
 * Intl.NumberFormat sets up the engine's number formatting, a long task in the middle of the menu's
 * first render (docs/decisions/composition-main-thread.md); these amounts are written here instead
 * (money.test.ts holds them to Intl's output). Any other code goes to Intl.
 */
const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£', CAD: 'CA$', AUD: 'A$' };

/** The codes written without Intl, for the test that holds them to it. */
export const CURRENCIES_WRITTEN_OUT = Object.keys(SYMBOLS);

/** Whole cents as en-US currency style writes them: -€1,234.50. */
function writtenOut(cents: number, symbol: string): string {
  const size = Math.abs(cents);
  const units = Math.floor(size / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return `${sign}${symbol}${units}.${String(size % 100).padStart(2, '0')}`;
}

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
  const symbol = SYMBOLS[code.toUpperCase()];
  // Only whole cents: Intl rounds a fraction by its binary value, which this does not repeat.
  if (symbol !== undefined && Number.isSafeInteger(cents)) return writtenOut(cents, symbol);
  const format = formatter(code);
  return format ? format.format(cents / 100) : `${(cents / 100).toFixed(2)} ${code}`;
}

/** An option's price reads '+€0.50'; a free option shows nothing. */
export const formatOptionCents = (cents: number, currency?: string | null): string =>
  cents === 0 ? '' : `+${formatCents(cents, currency)}`;

/**
 * A dish's price as the menu lists it: a zero amount is hidden, since the dish is priced by its
 * options or type. The menu's cards and the server's first paint both write prices with it.
 */
export const formatMenuPrice = (cents: number, currency?: string | null): string => (cents === 0 ? '' : formatCents(cents, currency));
