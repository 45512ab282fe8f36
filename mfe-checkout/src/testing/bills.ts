import type { Bill, BillLine, BillOrder } from '@tabula/shared';

/** A bill line; unpaid, one of it, without options unless told. */
export const makeBillLine = (over: Partial<BillLine> = {}): BillLine => ({
  order_item_id: 1,
  name: 'Lemonade',
  quantity: 1,
  options: [],
  amount_cents: 350,
  paid: false,
  ...over,
});

/** A submitted order on a bill, its total its lines'. */
export function makeBillOrder(over: Partial<BillOrder> = {}): BillOrder {
  const lines = over.lines ?? [makeBillLine()];
  return {
    order_uuid: 'o-1',
    reference_id: 101,
    ordered_by: 'Ana',
    guest_number: 1,
    mine: true,
    status: 2,
    submitted_for_review: '2026-12-06T12:00:00Z',
    total_cents: lines.reduce((sum, line) => sum + line.amount_cents, 0),
    lines,
    ...over,
  };
}

/** A tab's bill in euros: nothing paid unless told, the balance and what is payable the orders' total less what is paid. */
export function makeBill(over: Partial<Bill> = {}): Bill {
  const orders = over.orders ?? [makeBillOrder()];
  const total = over.total_cents ?? orders.reduce((sum, order) => sum + order.total_cents, 0);
  const paid = over.paid_cents ?? 0;
  const balance = over.balance_due_cents ?? total - paid;
  return {
    tab_uuid: 'tab-1',
    currency: 'EUR',
    orders,
    total_cents: total,
    paid_cents: paid,
    pending_cents: 0,
    balance_due_cents: balance,
    payable_cents: balance - (over.pending_cents ?? 0),
    payments: [],
    methods: { card: true, room_charge: false },
    ...over,
  };
}
