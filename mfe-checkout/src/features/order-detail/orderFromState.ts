import type { Order } from '@tabula/shared';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The order My Orders passed along; anything malformed counts as none (the screen then goes back to the list). */
export function orderFromState(state: unknown): Order | null {
  if (!isRecord(state) || !isRecord(state.order)) return null;
  const order = state.order;
  const valid =
    typeof order.order_uuid === 'string' &&
    Array.isArray(order.order_items) &&
    typeof order.order_price === 'number' &&
    typeof order.tip_amount === 'number';
  return valid ? (order as unknown as Order) : null;
}
