import { fromCents, toCents } from './money';

export const lineTotal = (unit: number, quantity: number): number => fromCents(toCents(unit) * quantity);
