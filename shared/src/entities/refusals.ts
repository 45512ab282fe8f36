/**
 * What an API refusal is about, beside its English `message` (written for developers and logs). A
 * guest's screen words the refusal from its code, in the guest's language, and never shows the message.
 */
export const REFUSAL_CODES = [
  // The request itself: its body, headers or path did not pass the schema.
  'invalid_request',
  'order_not_found',
  'order_submitted',
  'order_expired',
  'order_empty',
  'tab_expired',
  'menu_read_only',
  'not_accepting_orders',
  'guest_session_expired',
  // Checkout
  'choose_table',
  'invalid_email',
  'no_cash',
  'no_card',
  'no_room_charge',
  'room_charge_needs_login',
  'tab_required',
  'tip_card_only',
  'tip_too_high',
  /** The order is not what the guest was shown: its items or total changed; nothing was charged. */
  'order_changed',
  'payment_provider_failed',
  // Card confirmation (402)
  'card_declined',
  /** The payment was cancelled, and no money moved, because the order changed after it was started. */
  'payment_cancelled_order_changed',
  'payment_not_found',
  // Re-order
  'reorder_nothing_available',
  'reorder_source_not_found',
  'order_line_not_found',
  // The bill
  /** The bill is not what the guest was shown (another member paid, an order came or went): nothing was charged. */
  'bill_changed',
  /** A line picked with Pay for my items is paid, or being paid, by someone else. */
  'bill_line_paid',
  /** The amount is zero, or more than the balance due. */
  'bill_amount_invalid',
  /** The payment was released (abandoned, or held too long) before the card was confirmed. */
  'bill_payment_released',
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

export const isRefusalCode = (value: unknown): value is RefusalCode => (REFUSAL_CODES as readonly unknown[]).includes(value);
