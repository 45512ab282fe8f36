import { allSettled, createEffect, type Scope } from 'effector';
import {
  $orderId,
  $venue,
  appStarted,
  guestSessionStarted,
  orderLineSaved,
  request,
  tabStarted,
  toCents,
  type CartOrderItem,
  type Item,
  type OrderItem,
  type Venue,
} from '@tabula/shared';
import {
  configureTestApi,
  createOrderWithTab,
  createTestScope,
  customerGuestSession,
  demoGuestCheckout,
  makeCartLine,
} from '@tabula/shared/test';
import { checkoutFx, updatedCleared, type CheckoutParams } from '../features/placing';

/**
 * Test-only helpers: each guest is a forked scope of the real stores, driven against the in-process API
 * as the guest would drive it.
 */

const apiUrl = (): string => {
  const url = process.env.TABULA_API_URL;
  if (!url) throw new Error('TABULA_API_URL is not set: the jest config must start the API (withApi)');
  return url;
};

/**
 * Starts the app in a fresh scope as the shell starts it (the venue by its slug), and waits until every
 * call it made has settled: the venue is loaded and the guest has an order.
 */
export async function startGuest(venueSlug = 'bistro'): Promise<Scope> {
  const scope = createTestScope();
  configureTestApi(venueSlug);
  await allSettled(appStarted, { scope });
  return scope;
}

export function loadedVenue(scope: Scope): Venue {
  const venue = scope.getState($venue);
  if (!venue) throw new Error('the venue is not loaded: start the guest first');
  return venue;
}

export function currentOrderId(scope: Scope): string {
  const orderId = scope.getState($orderId);
  if (!orderId) throw new Error('the guest has no order yet');
  return orderId;
}

export function menuItem(scope: Scope, name: string): Item {
  for (const menu of loadedVenue(scope).menus) {
    for (const category of menu.menu_categories) {
      const item = category.items.find((candidate) => candidate.name === name);
      if (item) return item;
    }
  }
  throw new Error(`${name} is not on the menu`);
}

interface LineToAdd {
  orderId: string;
  item: Item;
  priceId: number | null;
  selection: Record<number, number[]>;
  quantity: number;
  note: string;
  currency: string;
}

/** The API adds the dish to the order, as the menu's dish screen asks it to; the line it priced comes back. */
const addLineFx = createEffect(
  async ({ orderId, item, priceId, selection, quantity, note, currency }: LineToAdd): Promise<CartOrderItem> => {
    const options = Object.values(selection).flat();
    const added = await request<OrderItem>({
      method: 'POST',
      path: `/api/order/${orderId}/add-item/`,
      body: { item_id: item.item_id, options, quantity, note, price_id: priceId },
    });
    if (!added.ok) throw new Error(`adding ${item.name} failed: ${added.status} ${added.body.message}`);
    return makeCartLine({
      item_id: item.item_id,
      order_item_id: added.body.order_item_id,
      name: item.name,
      quantity,
      price: item.prices.find((candidate) => candidate.id === priceId)?.amount ?? item.price,
      price_id: priceId,
      prices: item.prices,
      options,
      optionsObject: selection,
      note,
      itemPrice: added.body.price,
      itemOrderPrice: (toCents(added.body.price) * quantity) / 100,
      item_customisations: item.item_customisations,
      currency,
    });
  },
);

/** Puts a dish on the guest's order as the menu does: the API adds it, the cart takes the line it priced. */
async function addLine(
  scope: Scope,
  item: Item,
  priceId: number | null,
  selection: Record<number, number[]>,
  quantity: number,
  note: string,
) {
  const added = await allSettled(addLineFx, {
    scope,
    params: { orderId: currentOrderId(scope), item, priceId, selection, quantity, note, currency: loadedVenue(scope).currency },
  });
  if (added.status === 'fail') throw added.value;
  await allSettled(orderLineSaved, { scope, params: added.value });
}

/** Adds an item with a single price and no required choices through the shared store. */
export async function addToOrder(scope: Scope, name: string, quantity = 1, note = ''): Promise<void> {
  const item = menuItem(scope, name);
  await addLine(scope, item, item.prices[0]?.id ?? null, {}, quantity, note);
}

/** Opens a tab at the table, as the open-tab screen does, and makes it the guest's. */
export async function openTab(scope: Scope, table: string): Promise<void> {
  const created = await createOrderWithTab({
    venue_uuid: loadedVenue(scope).uuid,
    table_number: table,
    first_name: 'Ann',
    last_name: 'Lee',
  });
  if (!created.ok) throw new Error(`opening a tab failed: ${created.status} ${created.body.message}`);
  await allSettled(tabStarted, {
    scope,
    params: {
      tab_uuid: created.body.tab_uuid,
      tab_link: created.body.tab_link,
      order_uuid: created.body.order_uuid,
      table_number: created.body.table_number,
      tab_password: created.body.tab_password,
    },
  });
}

/** Staff accepting (3) or declining (4) a submitted order, through the operator endpoint. */
export async function reviewOrder(orderUuid: string, status: 3 | 4): Promise<void> {
  const response = await fetch(`${apiUrl()}/api/ops/orders/${orderUuid}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-token': process.env.TABULA_OPS_TOKEN ?? '', 'x-venue-slug': 'bistro' },
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`reviewing ${orderUuid} failed: ${response.status} ${await response.text()}`);
}

/** The order as the API holds it now. */
export async function orderOnServer(
  orderUuid: string,
  venueSlug = 'bistro',
): Promise<{
  status: number;
  payment_method: string | null;
  tip_amount: number;
  note: string;
  is_paid: boolean;
  table_number: string | null;
}> {
  const response = await fetch(`${apiUrl()}/api/order/${orderUuid}/details/`, { headers: { 'x-venue-slug': venueSlug } });
  if (!response.ok) throw new Error(`reading ${orderUuid} failed: ${response.status}`);
  return (await response.json()) as never;
}

/** Checks the guest's order out as the cart does; the screen that would move on to the order has. */
async function checkOut(scope: Scope, params: CheckoutParams) {
  const placed = await allSettled(checkoutFx, { scope, params });
  if (placed.status === 'fail') throw placed.value;
  await allSettled(updatedCleared, { scope });
  return placed.value;
}

/** Places the guest's order by cash, as the cart does, so it waits for the venue; the guest orders on afresh. */
export async function placeCashOrder(scope: Scope, table = '5'): Promise<string> {
  const orderId = currentOrderId(scope);
  await checkOut(scope, { orderId, note: '', tipCents: 0, table_number: table, payment_method: 'cash' });
  return orderId;
}

/** Logs in as the demo hotel guest (Papadopoulos, room 204), as the login screen does: a session and a tab. */
export async function loginAsHotelGuest(scope: Scope, table: string): Promise<void> {
  const venue = loadedVenue(scope);
  const login = await customerGuestSession(venue.uuid, {
    surname: 'Papadopoulos',
    room_number: '204',
    checkout_date: demoGuestCheckout(),
    table_number: table,
  });
  if (!login.ok) throw new Error(`hotel login failed: ${login.status} ${login.body.message}`);
  const { guest_account, tab_uuid, tab_link, order_uuid, table_number, tab_password } = login.body;
  await allSettled(guestSessionStarted, { scope, params: { ...guest_account, room_number: '204', venue_uuid: venue.uuid } });
  await allSettled(tabStarted, { scope, params: { tab_uuid, tab_link, order_uuid, table_number, tab_password } });
}

/** Adds an item with a chosen price and options (by name), e.g. a large pizza with extra toppings. */
export async function addConfigured(
  scope: Scope,
  name: string,
  { price, options, quantity = 1, note = '' }: { price: string; options: string[]; quantity?: number; note?: string },
): Promise<void> {
  const item = menuItem(scope, name);
  const priceId = item.prices.find((candidate) => candidate.description === price)?.id;
  if (priceId === undefined) throw new Error(`${name} has no price ${price}`);
  const selection: Record<number, number[]> = {};
  for (const group of item.item_customisations) {
    const ids = group.customisation_options
      .filter((option) => options.includes(option.name))
      .map((option) => option.customisation_option_id);
    if (ids.length > 0) selection[group.item_customisation_id] = ids;
  }
  await addLine(scope, item, priceId, selection, quantity, note);
}

/**
 * Pays the guest's order by card with the API's simulated provider, as Stripe.js would confirm it, behind
 * the app's back: the store learns of it when it next fetches the order.
 */
export async function payByCard(scope: Scope, tipCents: number, table = '5'): Promise<string> {
  const orderId = currentOrderId(scope);
  const placed = await checkOut(scope, { orderId, note: '', tipCents, table_number: table, payment_method: 'card' });
  const secret = placed.payment_intent?.client_secret;
  if (!secret) throw new Error('the card checkout returned no payment intent');
  const response = await fetch(`${apiUrl()}/api/payments/simulator/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-venue-slug': 'bistro' },
    body: JSON.stringify({ client_secret: secret, outcome: 'succeeded' }),
  });
  if (!response.ok) throw new Error(`confirming the payment failed: ${response.status}`);
  return orderId;
}
