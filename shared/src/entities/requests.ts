// What the guest's calls send: the API validates each body with its schema here (and documents it),
// and the remotes type their calls with its Static type, so a field is added in one place.

import { Type, type Static } from 'typebox';
import { MAX_BILL_SHARES } from './bill-split';
import { BillWaySchema } from './bill';
import { id, MAX_ID, note, tableNumber, uuid } from './fields';
import { JOIN_TAB_PASSWORD_PATTERN, MAX_QUANTITY, MAX_TIP, PAYMENT_METHODS, TAB_PASSWORDS } from './request-limits';
import { nullable, stringEnum } from './schema-kit';

const optionalTable = Type.Optional(Type.Union([tableNumber, Type.Null()]));
const email = Type.Optional(nullable(Type.String({ maxLength: 254 })));
// One caller sends the table number as first_name, possibly as a JSON number.
const name = Type.Unsafe<string | number | null>({ type: ['string', 'integer', 'null'], maxLength: 60, minimum: 0, maximum: 1_000_000 });

/** Placing an order (POST /api/order/{order_uuid}/checkout/). */
export const CheckoutRequestSchema = Type.Object({
  note: Type.Optional(note),
  tip_amount: Type.Optional(nullable(Type.Number({ minimum: 0, maximum: MAX_TIP }))),
  table_number: optionalTable,
  payment_method: stringEnum(PAYMENT_METHODS),
  email,
  total_amount: Type.Optional(
    nullable(
      Type.Number({
        minimum: 0,
        maximum: 10_000_000,
        description: 'The total (items plus tip) the guest was shown. When given, the order is placed only for it.',
      }),
    ),
  ),
});

/** Asking for the bill (request_type 0, with a payment method) or a server (1) (POST /api/order/request-service/). */
export const ServiceRequestSchema = Type.Object({
  request_type: Type.Unsafe<0 | 1>(Type.Integer({ enum: [0, 1] })),
  payment_method: Type.Optional(
    Type.Unsafe<'card' | 'cash' | 'room_charge' | null>({ type: ['string', 'null'], enum: ['card', 'cash', 'room_charge', null] }),
  ),
  table_number: optionalTable,
});

/** What adding or changing an order line chooses. */
const lineFields = {
  options: Type.Optional(Type.Array(id, { maxItems: 50, description: 'customisation_option_id of every chosen option' })),
  quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY }),
  note: Type.Optional(note),
  price_id: Type.Optional(
    nullable(Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'May be left out when the item has one price' })),
  ),
};

/** A menu item added to an open order (POST /api/order/{order_uuid}/add-item/). */
export const AddItemRequestSchema = Type.Object({ item_id: id, ...lineFields });
/** An order line changed (POST /api/order/{order_uuid}/edit-item/). */
export const EditItemRequestSchema = Type.Object({ order_item_id: id, ...lineFields });

/** The simulated provider's confirmation of a card payment (POST /api/payments/simulator/confirm). */
export const SimulatedConfirmRequestSchema = Type.Object({
  client_secret: Type.String({ maxLength: 200 }),
  /** What Stripe's test card would do: 'succeeded' (4242 4242 4242 4242) or 'card_declined' (4000 0000 0000 0002). */
  outcome: Type.Optional(stringEnum(['succeeded', 'card_declined'])),
});

const cents = (description: string) => Type.Integer({ minimum: 0, maximum: 100_000_000, description });
const BILL_METHODS = PAYMENT_METHODS.filter((m): m is Exclude<(typeof PAYMENT_METHODS)[number], 'cash'> => m !== 'cash');

/** A payment towards a table's bill (POST /api/bill/.../payments/). */
export const BillPaymentRequestSchema = Type.Object({
  way: BillWaySchema,
  balance_cents: cents('The balance due the guest was shown: the payment starts only against that balance (409 bill_changed otherwise)'),
  shares: Type.Optional(
    Type.Object({
      count: Type.Integer({ minimum: 2, maximum: MAX_BILL_SHARES }),
      paying: Type.Integer({ minimum: 1, maximum: MAX_BILL_SHARES }),
    }),
  ),
  order_item_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { minItems: 1, maxItems: 500 })),
  amount_cents: Type.Optional(cents('way "amount": what the guest pays towards the balance')),
  tip_cents: cents('On top of the amount, for the venue: at most the amount, or 10.00 when that is smaller'),
  method: stringEnum(BILL_METHODS),
  email,
});

/** Opening a tab with a new order on it (POST /api/order/create-order-with-tab/). */
export const OpenTabRequestSchema = Type.Object({
  venue_uuid: uuid,
  table_number: tableNumber,
  first_name: name,
  last_name: Type.Optional(name),
});

/** Joining the tab open at a table by its password (POST /api/order/join-tab/). */
export const JoinTabRequestSchema = Type.Object({
  venue_uuid: uuid,
  table_number: tableNumber,
  password: Type.Unsafe<string | number>({
    type: ['string', 'integer'],
    minLength: 1,
    pattern: JOIN_TAB_PASSWORD_PATTERN,
    minimum: 0,
    maximum: TAB_PASSWORDS - 1,
  }),
});

/** Asking for the share link of one's own open tab on a table. */
export const TabLinkRequestSchema = Type.Object({ venue_uuid: uuid, table_number: tableNumber, first_name: name });

/** The query a tab link's check sends (GET /api/tab/{tab_uuid}/check/). */
export const TabCheckQuerySchema = Type.Object({
  venue_uuid: Type.Optional(Type.String({ maxLength: 64 })),
  tab_link: Type.Optional(Type.String({ maxLength: 500 })),
});

/** A hotel guest's login (POST /api/venue/customer-guest-session/). */
export const GuestSessionRequestSchema = Type.Object({
  surname: Type.String({ minLength: 1, maxLength: 80 }),
  room_number: Type.Unsafe<string | number>({ type: ['string', 'integer'], minLength: 1, maxLength: 20, minimum: 0, maximum: 1_000_000 }),
  checkout_date: Type.Optional(Type.String({ maxLength: 32, description: 'YYYY-MM-DD' })),
  check_out_datetime: Type.Optional(Type.String({ maxLength: 32, description: 'Alias of checkout_date' })),
  table_number: optionalTable,
});

/** Mailing a hotel guest the link to their session (POST /send-session-email/). */
export const SessionEmailRequestSchema = Type.Object({ email: Type.String({ maxLength: 254 }) });
/** What the session e-mail call answers: the same message for every well-formed address. */
export const AcknowledgementSchema = Type.Object({ message: Type.String() });

export type CheckoutRequest = Static<typeof CheckoutRequestSchema>;
export type ServiceRequest = Static<typeof ServiceRequestSchema>;
export type AddItemRequest = Static<typeof AddItemRequestSchema>;
export type EditItemRequest = Static<typeof EditItemRequestSchema>;
export type SimulatedConfirmRequest = Static<typeof SimulatedConfirmRequestSchema>;
export type BillPaymentRequest = Static<typeof BillPaymentRequestSchema>;
export type OpenTabRequest = Static<typeof OpenTabRequestSchema>;
export type JoinTabRequest = Static<typeof JoinTabRequestSchema>;
export type TabLinkRequest = Static<typeof TabLinkRequestSchema>;
export type TabCheckQuery = Static<typeof TabCheckQuerySchema>;
export type GuestSessionRequest = Static<typeof GuestSessionRequestSchema>;
export type SessionEmailRequest = Static<typeof SessionEmailRequestSchema>;
export type Acknowledgement = Static<typeof AcknowledgementSchema>;
