// JSON schemas shared by the routes. Registered once with addSchema, referenced as
// { $ref: 'Name#' }; @fastify/swagger turns them into OpenAPI components.

import {
  REFUSAL_CODES,
  type Availability,
  type BusinessAccount,
  type CustomisationOption,
  type GuestSessionDetails,
  type Item,
  type ItemCustomisation,
  type ItemPrice,
  type Menu,
  type MenuCategory,
  type Order,
  type OrderItem,
  type OrderItemOption,
  type Tag,
  type Venue,
} from '@tabula/shared/entities';
import { PLAIN_TEXT, UUID_PATTERN } from './schema-rules';

/**
 * Fastify's serializer drops every reply field its schema does not name, so a field added
 * to an entity and its builder would silently never reach the client. Schema properties
 * checked against this must name exactly the entity's fields.
 */
export type FieldsOf<T> = { [K in keyof T]-?: object };

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const availability = { type: 'object', properties: { out_of_stock: bool } satisfies FieldsOf<Availability> } as const;

/** Largest value a PostgreSQL integer column holds: bigger ids are simply unknown. */
export const MAX_ID = 2_147_483_647;
export const id = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
/** Every id in a path, query, header or body: one strict spelling (ajv's uuid format also takes urn:uuid:). */
export const uuid = { type: 'string', pattern: UUID_PATTERN } as const;
/** Table numbers are text; the client sometimes sends a number (the default table 10). */
export const tableNumber = { type: ['string', 'integer'], maxLength: 20, minimum: 0, maximum: 1_000_000 } as const;
/** A free-text note typed into a text area: line breaks and tabs are allowed, other control characters not. */
export const note = { type: ['string', 'null'], maxLength: 500, [PLAIN_TEXT]: 'multiline' } as const;
/** An id header the client may also send as "no id" (optionalUuid in rules/input.ts): the document says exactly which. */
export const optionalUuidHeader = {
  type: 'string',
  maxLength: 64,
  pattern: `^(|empty|null|undefined|${UUID_PATTERN.slice(1, -1)})$`,
  description: 'A uuid; empty, "empty", "null" or "undefined" mean none',
} as const;

/** What opening, joining or logging into a tab answers: the guest's order and their seat in the tab. */
export const tabSeatProperties = {
  order_uuid: { type: 'string' },
  tab_uuid: { type: 'string' },
  tab_link: { type: 'string' },
  tab_password: { type: ['string', 'null'] },
  table_number: { type: 'string' },
} as const;

/** Fields of an order line, shared by OrderItem and the add/edit-item replies. */
export const orderItemProperties = {
  order_item_id: int,
  item_ref: { type: 'integer', description: 'item_id of the menu item' },
  name: str,
  quantity: int,
  price: { type: 'number', description: 'Unit price, options included' },
  price_id: int,
  note: str,
  order_item_options: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        order_option_id: int,
        customisation_option_ref: int,
        name: str,
        price: num,
        position: int,
        display_as_main_item: bool,
      } satisfies FieldsOf<OrderItemOption>,
    },
  },
} as const satisfies FieldsOf<OrderItem>;

export const sharedSchemas = [
  {
    $id: 'Error',
    type: 'object',
    description:
      'Every error: Fastify’s shape, with the English text in message. A refusal a guest can meet names what it is ' +
      'about in code, which the guest’s screen words in their language.',
    properties: { statusCode: int, error: str, message: str, code: { type: 'string', enum: [...REFUSAL_CODES] } },
  },
  {
    $id: 'GuestSessionDetails',
    type: ['object', 'null'],
    properties: {
      guest_session_uuid: str,
      room_number: str,
      check_out_datetime: str,
      session_url: str,
    } satisfies FieldsOf<GuestSessionDetails>,
  },
  {
    $id: 'Item',
    type: 'object',
    properties: {
      item_id: int,
      name: str,
      description: { type: 'string', description: 'HTML' },
      image: nullableStr,
      price: { type: 'number', description: 'Amount of the first price' },
      prices: {
        type: 'array',
        items: {
          type: 'object',
          properties: { id: int, description: str, amount: num, position: int } satisfies FieldsOf<ItemPrice>,
        },
      },
      tags: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: str,
            image: nullableStr,
            colour: { type: 'object', properties: { bg_hex: str, text_hex: str } satisfies FieldsOf<Tag['colour']> },
          } satisfies FieldsOf<Tag>,
        },
      },
      availability,
      item_customisations: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            item_customisation_id: int,
            name: str,
            required: bool,
            max_selectable: int,
            position: int,
            availability,
            customisation_options: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  customisation_option_id: int,
                  name: str,
                  price: num,
                  pre_selected: bool,
                  position: int,
                  availability,
                } satisfies FieldsOf<CustomisationOption>,
              },
            },
          } satisfies FieldsOf<ItemCustomisation>,
        },
      },
    } satisfies FieldsOf<Item>,
  },
  {
    $id: 'Menu',
    type: 'object',
    properties: {
      id: int,
      name: str,
      read_only: bool,
      position: int,
      availability,
      menu_categories: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: int,
            name: str,
            position: int,
            availability,
            items: { type: 'array', items: { $ref: 'Item#' } },
          } satisfies FieldsOf<MenuCategory>,
        },
      },
    } satisfies FieldsOf<Menu>,
  },
  {
    $id: 'Venue',
    type: 'object',
    properties: {
      id: int,
      uuid: str,
      slug: str,
      domain: { type: 'string', description: 'The venue’s own origin, e.g. http://bistro.localhost:8080' },
      name: str,
      description: str,
      logo: nullableStr,
      cover_image: nullableStr,
      instagram_url: nullableStr,
      facebook_url: nullableStr,
      colour: nullableStr,
      currency: str,
      type: { type: 'integer', description: '1 restaurant, 2 bar, 3 hotel room service, 4 hotel landing' },
      business_account: { type: 'object', properties: { type: int, domain: nullableStr } satisfies FieldsOf<BusinessAccount> },
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
      supported_translations_dict: { type: 'object', additionalProperties: str },
      default_language: str,
      display_hotel_details: bool,
      guest_session_details: { $ref: 'GuestSessionDetails#' },
      menus: { type: 'array', items: { $ref: 'Menu#' } },
    } satisfies FieldsOf<Venue>,
  },
  { $id: 'OrderItem', type: 'object', properties: orderItemProperties },
  {
    $id: 'Order',
    type: 'object',
    properties: {
      order_uuid: str,
      reference_id: int,
      status: { type: 'integer', description: '0 open, 2 submitted, 3 accepted, 4 declined' },
      table_number: nullableStr,
      tab_name: nullableStr,
      tab_password: nullableStr,
      tab_uuid: nullableStr,
      tab_link: nullableStr,
      tab_status: { type: ['integer', 'null'], description: '0 open, 4 closed (expired)' },
      has_order_expired: bool,
      has_tab_expired: bool,
      is_paid: bool,
      submitted_for_review: { type: ['string', 'null'], description: 'ISO-8601' },
      payment_method: nullableStr,
      order_price: { type: 'number', description: 'Items plus tip' },
      tip_amount: num,
      note: str,
      currency: str,
      venue_uuid: str,
      order_items: { type: 'array', items: { $ref: 'OrderItem#' } },
    } satisfies FieldsOf<Order>,
  },
];

const errorRef = { $ref: 'Error#' } as const;

/** A 200 schema plus the error shape for every 4xx and 5xx. */
/** The error replies of a route whose success is not a 200 (201, 204). */
export const errorReplies = { '4xx': errorRef, '5xx': errorRef } as const;

export function replies(ok: object) {
  return { 200: ok, ...errorReplies };
}
