// The table's bill and a payment towards it, as the API answers them (see menu.ts).

import { Type, type Static } from 'typebox';
import { OrderStatusSchema, PaymentIntentSchema } from './order';
import { nullable, stringEnum } from './schema-kit';

const str = Type.String();
const int = Type.Integer();
const bool = Type.Boolean();
const nullableStr = nullable(Type.String());
const cents = Type.Integer({ minimum: 0 });

/**
 * How a guest settles part of a bill: the whole balance, N equal shares of it, the lines they pick, or an
 * amount of their own. The server works out each one's amount from the bill as it stands; the guest's
 * screen works out the same figure with the same rules (splitEqually), so what it shows is what is charged.
 */
export const BillWaySchema = stringEnum(['whole', 'shares', 'items', 'amount']);
export type BillWay = Static<typeof BillWaySchema>;

/** Card and wallets go through the payment provider; a room charge settles at once. */
export type BillPaymentMethod = 'card' | 'room_charge' | (string & {});

export const BillLineSchema = Type.Object({
  order_item_id: int,
  name: str,
  quantity: int,
  // Options chosen, by name.
  options: Type.Array(str),
  // Unit price (options included) times quantity, in cents.
  amount_cents: cents,
  // Paid for by a 'Pay for my items' payment (or being paid by one under way): it cannot be picked again.
  paid: bool,
});

export const BillOrderSchema = Type.Object({
  order_uuid: str,
  reference_id: int,
  // The tab opener's name on the orders of the browser that opened the tab; null on others'.
  ordered_by: nullableStr,
  // Which guest of the table ordered it, in the order they first ordered (the opener is 1); null when unknown.
  guest_number: nullable(int),
  // Ordered from the browser asking (its guest cookie).
  mine: bool,
  status: OrderStatusSchema,
  submitted_for_review: nullable(Type.String({ description: 'ISO-8601' })),
  total_cents: cents,
  lines: Type.Array(BillLineSchema),
});

export const BillPaymentRecordSchema = Type.Object({
  payment_uuid: str,
  way: BillWaySchema,
  method: Type.Unsafe<BillPaymentMethod>(Type.String()),
  // Paid towards the balance, in cents; the tip is on top of it.
  amount_cents: cents,
  tip_cents: cents,
  // Given back because the venue declined (or let expire) an order it paid for.
  refunded_cents: cents,
  paid_at: Type.String({ description: 'ISO-8601' }),
});

export const BillSchema = Type.Object(
  {
    // The tab whose bill it is; null for a guest's own orders at a venue without tabs.
    tab_uuid: nullableStr,
    currency: str,
    // Every submitted order on the bill (not declined, not expired unaccepted), oldest first.
    orders: Type.Array(BillOrderSchema),
    // What the orders on the bill cost, in cents.
    total_cents: cents,
    // Paid in the app so far (refunds taken off), in cents.
    paid_cents: cents,
    // Held by payments under way (a card being confirmed): nobody else can pay it meanwhile.
    pending_cents: cents,
    // total − paid: what the table still owes. Zero with orders on the bill means Paid in full.
    balance_due_cents: cents,
    // What can be paid now: the balance less what payments under way hold.
    payable_cents: cents,
    payments: Type.Array(BillPaymentRecordSchema),
    // How this caller may pay the bill here.
    methods: Type.Object({ card: bool, room_charge: bool }),
  },
  { $id: 'Bill' },
);

export const BillPaymentStartedSchema = Type.Object({
  payment_uuid: str,
  // Towards the balance.
  amount_cents: cents,
  tip_cents: cents,
  // amount plus tip: what the card is charged.
  total_cents: cents,
  // 'pending' until the card is confirmed; a room charge is 'succeeded' at once.
  status: stringEnum(['pending', 'succeeded']),
  // The card payment to confirm; null for a room charge.
  payment_intent: nullable(PaymentIntentSchema),
});

/** Where a bill payment stands (GET payments/{uuid}/, POST its release): what it holds until it succeeds or is released. */
export const BillPaymentStateSchema = Type.Object({ payment_uuid: str, status: stringEnum(['held', 'succeeded', 'released']) });

export type BillLine = Static<typeof BillLineSchema>;
export type BillPaymentState = Static<typeof BillPaymentStateSchema>;
export type BillOrder = Static<typeof BillOrderSchema>;
export type BillPaymentRecord = Static<typeof BillPaymentRecordSchema>;
export type Bill = Static<typeof BillSchema>;
export type BillPaymentStarted = Static<typeof BillPaymentStartedSchema>;
