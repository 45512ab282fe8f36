// The schemas of what the API answers, in TypeBox: each is the reply's validation, its OpenAPI
// component (registered once with addSchema, referenced by ref()) and, through Static, its type.

import {
  REFUSAL_CODES,
  type Bill as BillEntity,
  type BillPaymentStarted as BillPaymentStartedEntity,
  type BillWay,
  type GuestSessionDetails as GuestSessionDetailsEntity,
  type HotelDetails as HotelDetailsEntity,
  type Item as ItemEntity,
  type Menu as MenuEntity,
  type Order as OrderEntity,
  type OrderItem as OrderItemEntity,
  type OrderStatus,
  type OrderStatusReport as OrderStatusReportEntity,
  type PaymentIntent as PaymentIntentEntity,
  type PaymentMethod,
  type RefusalCode,
  type TabSeat as TabSeatEntity,
  type Venue as VenueEntity,
} from '@tabula/shared/entities';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { nullable, ref, tabSeatProperties } from './fields';
import { sameType, type Same } from './same-type';

const str = Type.String();
const int = Type.Integer();
const num = Type.Number();
const bool = Type.Boolean();
const nullableStr = nullable(Type.String());
const availability = Type.Object({ out_of_stock: bool });

export const GuestSessionDetails = Type.Object(
  { guest_session_uuid: str, room_number: str, check_out_datetime: str, session_url: str },
  { $id: 'GuestSessionDetails' },
);

const CustomisationOption = Type.Object({
  customisation_option_id: int,
  name: str,
  price: num,
  pre_selected: bool,
  position: int,
  availability,
});

export const Item = Type.Object(
  {
    item_id: int,
    name: str,
    description: Type.String({ description: 'HTML' }),
    image: nullableStr,
    price: Type.Number({ description: 'Amount of the first price' }),
    prices: Type.Array(Type.Object({ id: int, description: str, amount: num, position: int })),
    tags: Type.Array(Type.Object({ name: str, image: nullableStr, colour: Type.Object({ bg_hex: str, text_hex: str }) })),
    availability,
    item_customisations: Type.Array(
      Type.Object({
        item_customisation_id: int,
        name: str,
        required: bool,
        max_selectable: int,
        position: int,
        availability,
        customisation_options: Type.Array(CustomisationOption),
      }),
    ),
  },
  { $id: 'Item' },
);

export const Menu = Type.Object(
  {
    id: int,
    name: str,
    read_only: bool,
    position: int,
    availability,
    menu_categories: Type.Array(Type.Object({ id: int, name: str, position: int, availability, items: Type.Array(ref(Item)) })),
  },
  { $id: 'Menu' },
);

export const Venue = Type.Object(
  {
    id: int,
    uuid: str,
    slug: str,
    domain: Type.String({ description: 'The venue’s own origin, e.g. http://bistro.localhost:8080' }),
    name: str,
    description: str,
    logo: nullableStr,
    cover_image: nullableStr,
    instagram_url: nullableStr,
    facebook_url: nullableStr,
    colour: nullableStr,
    currency: str,
    type: Type.Integer({ description: '1 restaurant, 2 bar, 3 hotel room service, 4 hotel landing' }),
    business_account: nullable(Type.Object({ type: Type.Unsafe<0 | 1 | 2>(Type.Integer({ enum: [0, 1, 2] })), domain: nullableStr })),
    accept_card: bool,
    accept_cash: bool,
    accept_room_charge: bool,
    stripe_account_ref: nullableStr,
    accept_orders_without_tab: bool,
    is_currently_accepting_orders: bool,
    read_only_menu: bool,
    read_only_text: nullableStr,
    information_text_section: nullableStr,
    show_request_waiter_action: bool,
    show_add_to_home_screen_pop_up: bool,
    supported_translations_dict: Type.Record(Type.String(), str),
    default_language: str,
    display_hotel_details: bool,
    guest_session_details: nullable(ref(GuestSessionDetails)),
    menus: Type.Array(ref(Menu)),
  },
  { $id: 'Venue' },
);

/** The venue a hotel's landing page lists. */
const HotelVenue = Type.Object({
  id: int,
  uuid: str,
  slug: str,
  name: str,
  description: str,
  logo: nullableStr,
  cover_image: nullableStr,
  domain: str,
  type: int,
  read_only_menu: bool,
});

export const HotelDetails = Type.Object({
  name: str,
  description: str,
  logo: nullableStr,
  display_hotel_details: bool,
  guest_session_details: nullable(ref(GuestSessionDetails)),
  venues: Type.Array(HotelVenue),
});

const orderStatus = Type.Unsafe<OrderStatus>(
  Type.Integer({ enum: [0, 2, 3, 4], description: '0 open, 2 submitted, 3 accepted, 4 declined' }),
);

/** Fields of an order line, shared by OrderItem and the add/edit-item replies. */
export const orderItemProperties = {
  order_item_id: int,
  item_ref: Type.Integer({ description: 'item_id of the menu item' }),
  name: str,
  quantity: int,
  price: Type.Number({ description: 'Unit price, options included' }),
  price_id: nullable(Type.Integer()),
  note: str,
  order_item_options: Type.Array(
    Type.Object({
      order_option_id: int,
      customisation_option_ref: int,
      name: str,
      price: num,
      position: int,
      display_as_main_item: bool,
    }),
  ),
};

export const OrderItem = Type.Object(orderItemProperties, { $id: 'OrderItem' });

export const Order = Type.Object(
  {
    order_uuid: str,
    reference_id: int,
    status: orderStatus,
    table_number: nullableStr,
    tab_name: nullableStr,
    tab_password: nullableStr,
    tab_uuid: nullableStr,
    tab_link: nullableStr,
    tab_status: nullable(Type.Integer({ description: '0 open, 4 closed (expired)' })),
    has_order_expired: bool,
    has_tab_expired: bool,
    is_paid: bool,
    submitted_for_review: nullable(Type.String({ description: 'ISO-8601' })),
    payment_method: nullable(Type.Unsafe<PaymentMethod>(Type.String())),
    order_price: Type.Number({ description: 'Items plus tip' }),
    tip_amount: num,
    note: str,
    currency: str,
    venue_uuid: str,
    order_items: Type.Array(ref(OrderItem)),
    refunded_cents: Type.Integer({
      minimum: 0,
      description:
        'Given back to the guest, in cents: the card payment of an order the venue declined or let expire, or its share of bill payments',
    }),
    charged_to_room: nullable(Type.String({ description: 'The room a room charge went to; null for any other payment' })),
  },
  { $id: 'Order' },
);

export const OrderStatusReport = Type.Object({
  status: orderStatus,
  tab_status: nullable(Type.Integer()),
  has_order_expired: bool,
  has_tab_expired: bool,
});

export const PaymentIntent = Type.Object({ id: str, client_secret: str });

const cents = Type.Integer({ minimum: 0 });
const billWay = Type.Unsafe<BillWay>(Type.String({ enum: ['whole', 'shares', 'items', 'amount'] }));

export const Bill = Type.Object(
  {
    tab_uuid: nullableStr,
    currency: str,
    orders: Type.Array(
      Type.Object({
        order_uuid: str,
        reference_id: int,
        ordered_by: nullableStr,
        guest_number: nullable(int),
        mine: bool,
        status: orderStatus,
        submitted_for_review: nullable(Type.String({ description: 'ISO-8601' })),
        total_cents: cents,
        lines: Type.Array(
          Type.Object({ order_item_id: int, name: str, quantity: int, options: Type.Array(str), amount_cents: cents, paid: bool }),
        ),
      }),
    ),
    total_cents: cents,
    paid_cents: cents,
    pending_cents: cents,
    balance_due_cents: cents,
    payable_cents: cents,
    payments: Type.Array(
      Type.Object({
        payment_uuid: str,
        way: billWay,
        method: Type.Unsafe<string>(Type.String()),
        amount_cents: cents,
        tip_cents: cents,
        refunded_cents: cents,
        paid_at: Type.String({ description: 'ISO-8601' }),
      }),
    ),
    methods: Type.Object({ card: bool, room_charge: bool }),
  },
  { $id: 'Bill' },
);

export const BillPaymentStarted = Type.Object({
  payment_uuid: str,
  amount_cents: cents,
  tip_cents: cents,
  total_cents: cents,
  status: Type.Unsafe<'pending' | 'succeeded'>(Type.String({ enum: ['pending', 'succeeded'] })),
  payment_intent: nullable(PaymentIntent),
});

export const ErrorReply = Type.Object(
  {
    statusCode: int,
    error: str,
    message: str,
    code: Type.Optional(Type.Unsafe<RefusalCode>(Type.String({ enum: [...REFUSAL_CODES] }))),
  },
  {
    $id: 'Error',
    description:
      'Every error: Fastify’s shape, with the English text in message. A refusal a guest can meet names what it is ' +
      'about in code, which the guest’s screen words in their language.',
  },
);

/** Registered with addSchema: OpenAPI components, referenced by ref(). */
export const sharedSchemas = [ErrorReply, GuestSessionDetails, Item, Menu, Venue, OrderItem, Order, Bill];

// Each schema's type is the kernel's entity (see same-type.ts).
sameType<Same<Static<typeof GuestSessionDetails>, GuestSessionDetailsEntity>>();
sameType<Same<Static<typeof Item>, ItemEntity>>();
sameType<Same<Static<typeof Menu>, MenuEntity>>();
sameType<Same<Static<typeof Venue>, VenueEntity>>();
sameType<Same<Static<typeof HotelDetails>, HotelDetailsEntity>>();
sameType<Same<Static<typeof OrderItem>, OrderItemEntity>>();
sameType<Same<Static<typeof Order>, OrderEntity>>();
sameType<Same<Static<typeof OrderStatusReport>, OrderStatusReportEntity>>();
sameType<Same<Static<typeof PaymentIntent>, PaymentIntentEntity>>();
sameType<Same<Static<typeof Bill>, BillEntity>>();
sameType<Same<Static<typeof BillPaymentStarted>, BillPaymentStartedEntity>>();
// What opening, joining or logging into a tab answers, before each route adds its own fields.
sameType<Same<Static<TObject<typeof tabSeatProperties>>, TabSeatEntity>>();

const errorRef = ref(ErrorReply);

/** The error replies of a route whose success is not a 200 (201, 204). */
export const errorReplies = { '4xx': errorRef, '5xx': errorRef };

/** A 200 schema plus the error shape for every 4xx and 5xx. */
export function replies<T extends TSchema>(ok: T) {
  return { 200: ok, ...errorReplies };
}
