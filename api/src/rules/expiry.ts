import { OrderStatus, TabStatus } from './status';

/** An order expires when left open, or left waiting for review, past its deadline. */
export function hasOrderExpired(status: number, expiresAt: Date, now: Date): boolean {
  const waiting = status === OrderStatus.Open || status === OrderStatus.Submitted;
  return waiting && now.getTime() >= expiresAt.getTime();
}

export function hasTabExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

export function tabStatus(expired: boolean): number {
  return expired ? TabStatus.Closed : TabStatus.Open;
}

/** A tab opened by a hotel guest lasts until check-out, other tabs for a fixed time. */
export function tabExpiry(now: Date, tabExpiryMs: number, checkOutAt?: Date | null): Date {
  return checkOutAt ?? new Date(now.getTime() + tabExpiryMs);
}
