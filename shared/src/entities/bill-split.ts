// The bill's arithmetic the guest's screen and the API share, so that what the screen shows is what is charged.

/**
 * A balance split into `count` equal shares in cents: every share is the balance divided by count, rounded
 * down, and the last share takes the remainder, so the shares always add up to the balance.
 */
export function splitEqually(balanceCents: number, count: number): number[] {
  if (!Number.isInteger(balanceCents) || balanceCents < 0) throw new RangeError(`Not a balance in cents: ${balanceCents}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Not a number of shares: ${count}`);
  const share = Math.floor(balanceCents / count);
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? balanceCents - share * (count - 1) : share));
}

/** What paying `paying` of `count` shares costs: the first shares, and the remainder only with the last. */
export function sharesAmount(balanceCents: number, count: number, paying: number): number {
  if (!Number.isInteger(paying) || paying < 1 || paying > count) throw new RangeError(`Cannot pay ${paying} of ${count} shares`);
  return splitEqually(balanceCents, count)
    .slice(0, paying)
    .reduce((sum, share) => sum + share, 0);
}

/** Most shares a bill can be split into. */
export const MAX_BILL_SHARES = 20;
