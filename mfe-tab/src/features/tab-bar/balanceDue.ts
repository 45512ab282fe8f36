import type { Bill } from '@tabula/shared';

export interface BalanceDue {
  cents: number;
  currency: string;
}

/** What the table still owes, in cents, from its bill; null when nothing is owed (the bill is paid, or empty). */
export const balanceDue = (bill: Pick<Bill, 'balance_due_cents' | 'currency'>): BalanceDue | null =>
  bill.balance_due_cents > 0 ? { cents: bill.balance_due_cents, currency: bill.currency } : null;
