import type { CartOrderItem } from '@tabula/shared';

/** How many of a dish the order already holds, across all its lines: the count on its menu card. */
export const itemCountInOrder = (lines: readonly Pick<CartOrderItem, 'item_id' | 'quantity'>[], itemId: number): number =>
  lines.reduce((sum, line) => (line.item_id === itemId ? sum + line.quantity : sum), 0);
