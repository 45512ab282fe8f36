// Amounts travel as major units (9.5) in JSON and are computed in integer cents, so
// sums never pick up binary floating-point error.

export function toCents(major: number): number {
  return Math.round(major * 100);
}

export function toMajor(cents: number): number {
  return cents / 100;
}

/** Stripe and the wallet expect amounts in minor units of the currency, lower-cased code. */
export function stripeCurrency(currency: string): string {
  return currency.toLowerCase();
}
