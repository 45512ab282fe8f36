import type { CartOrderItem, CustomisationOption, Item, ItemCustomisation, Menu, MenuCategory, Order, OrderItem, Venue } from '../entities';

/** Builders of valid entities for tests: pass only the fields a test is about. */

export const makeOption = (over: Partial<CustomisationOption> = {}): CustomisationOption => ({
  customisation_option_id: 1,
  name: 'Option',
  price: 0,
  pre_selected: false,
  position: 0,
  availability: { out_of_stock: false },
  ...over,
});

export const makeCustomisation = (over: Partial<ItemCustomisation> = {}): ItemCustomisation => ({
  item_customisation_id: 1,
  name: 'Group',
  required: false,
  max_selectable: 1,
  position: 0,
  availability: { out_of_stock: false },
  customisation_options: [],
  ...over,
});

export const makeItem = (over: Partial<Item> = {}): Item => ({
  item_id: 1,
  name: 'Item',
  description: '',
  image: null,
  price: 0,
  prices: [],
  tags: [],
  availability: { out_of_stock: false },
  item_customisations: [],
  ...over,
});

/**
 * A pizza with a second price (Large, 14) and one customisation of two priced options (31 at 1, 32 at
 * 0.5): the dish the line pricing and wording tests of every app build their lines from.
 */
export function makeCustomisedPizza(): { group: ItemCustomisation; item: Item } {
  const group = makeCustomisation({
    item_customisation_id: 3,
    max_selectable: 2,
    customisation_options: [
      makeOption({ customisation_option_id: 31, price: 1 }),
      makeOption({ customisation_option_id: 32, price: 0.5, position: 1 }),
    ],
  });
  const item = makeItem({
    item_id: 7,
    name: 'Pizza',
    price: 10,
    prices: [{ id: 70, description: 'Large', amount: 14, position: 0 }],
    item_customisations: [group],
  });
  return { group, item };
}

export const makeCategory = (over: Partial<MenuCategory> = {}): MenuCategory => ({
  id: 1,
  name: 'Category',
  position: 0,
  availability: { out_of_stock: false },
  items: [],
  ...over,
});

export const makeMenu = (over: Partial<Menu> = {}): Menu => ({
  id: 1,
  name: 'Menu',
  position: 0,
  read_only: false,
  availability: { out_of_stock: false },
  menu_categories: [],
  ...over,
});

export const makeVenue = (over: Partial<Venue> = {}): Venue => ({
  id: 1,
  uuid: 'venue-uuid',
  slug: 'bistro',
  domain: 'bistro.localhost',
  name: 'Bistro',
  description: '',
  logo: null,
  cover_image: null,
  instagram_url: null,
  facebook_url: null,
  colour: '#FF3366',
  currency: 'EUR',
  type: 0,
  business_account: null,
  accept_card: true,
  accept_cash: true,
  accept_room_charge: false,
  stripe_account_ref: 'acct_1',
  accept_orders_without_tab: false,
  is_currently_accepting_orders: true,
  read_only_menu: false,
  read_only_text: null,
  information_text_section: null,
  show_request_waiter_action: true,
  show_add_to_home_screen_pop_up: false,
  supported_translations_dict: { en: 'English' },
  default_language: 'en',
  display_hotel_details: false,
  guest_session_details: null,
  menus: [],
  ...over,
});

export const makeOrderItem = (over: Partial<OrderItem> = {}): OrderItem => ({
  order_item_id: 1,
  item_ref: 1,
  name: 'Item',
  quantity: 1,
  price: 0,
  price_id: null,
  note: '',
  order_item_options: [],
  ...over,
});

export const makeOrder = (over: Partial<Order> = {}): Order => ({
  order_uuid: 'order-uuid',
  reference_id: 1001,
  status: 0,
  table_number: null,
  tab_name: null,
  tab_password: null,
  tab_uuid: null,
  tab_link: null,
  tab_status: null,
  has_order_expired: false,
  has_tab_expired: false,
  is_paid: false,
  submitted_for_review: null,
  payment_method: null,
  order_price: 0,
  tip_amount: 0,
  note: '',
  currency: 'EUR',
  venue_uuid: 'venue-uuid',
  order_items: [],
  refunded_cents: 0,
  charged_to_room: null,
  ...over,
});

export const makeCartLine = (over: Partial<CartOrderItem> = {}): CartOrderItem => ({
  item_id: 1,
  order_item_id: 1,
  name: 'Item',
  quantity: 1,
  price: 0,
  price_id: null,
  prices: [],
  options: [],
  optionsObject: {},
  note: '',
  itemPrice: 0,
  itemOrderPrice: 0,
  item_customisations: [],
  currency: 'EUR',
  ...over,
});

/** Sold out, as the API marks a customisation group or option. */
export const soldOut = { availability: { out_of_stock: true } };

/**
 * A dish whose customisations cover the rules' cases, listed out of position order: a required
 * single-choice sauce (one option pre-selected, one sold out), optional toppings (at most two, all
 * three pre-selected) and a required group that is sold out; two prices, also out of order.
 */
export function customisableDish() {
  const sauce = makeCustomisation({
    item_customisation_id: 10,
    name: 'Sauce',
    required: true,
    max_selectable: 1,
    position: 2,
    customisation_options: [
      makeOption({ customisation_option_id: 101, name: 'Tomato', position: 1 }),
      makeOption({ customisation_option_id: 100, name: 'Cream', position: 0, pre_selected: true }),
      makeOption({ customisation_option_id: 102, name: 'Pesto', position: 2, ...soldOut }),
    ],
  });
  const toppings = makeCustomisation({
    item_customisation_id: 20,
    name: 'Toppings',
    required: false,
    max_selectable: 2,
    position: 1,
    customisation_options: [
      makeOption({ customisation_option_id: 200, price: 0.5, position: 0, pre_selected: true }),
      makeOption({ customisation_option_id: 201, price: 1, position: 1, pre_selected: true }),
      makeOption({ customisation_option_id: 202, price: 1, position: 2, pre_selected: true }),
    ],
  });
  const hiddenGroup = makeCustomisation({
    item_customisation_id: 30,
    required: true,
    position: 0,
    ...soldOut,
    customisation_options: [makeOption({ customisation_option_id: 300 })],
  });
  const item = makeItem({
    item_customisations: [sauce, toppings, hiddenGroup],
    prices: [
      { id: 2, description: 'Large', amount: 12, position: 1 },
      { id: 1, description: 'Small', amount: 9, position: 0 },
    ],
  });
  return { sauce, toppings, hiddenGroup, item };
}
