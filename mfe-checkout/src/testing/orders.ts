import {
  $orderId,
  $venue,
  addItemFx,
  checkoutFx,
  guestSessionStarted,
  tabStarted,
  updatedCleared,
  type Item,
  type Venue,
} from '@tabula/shared';
import { createOrderWithTab, customerGuestSession, demoGuestCheckout, until } from '@tabula/shared/test';

/** Test-only helpers: they drive the real shared store and the in-process API, as a guest would. */

const apiUrl = (): string => {
  const url = process.env.TABULA_API_URL;
  if (!url) throw new Error('TABULA_API_URL is not set: the jest config must start the API (withApi)');
  return url;
};

export function loadedVenue(): Venue {
  const venue = $venue.getState();
  if (!venue) throw new Error('the venue is not loaded: call startTestApp first');
  return venue;
}

export function currentOrderId(): string {
  const orderId = $orderId.getState();
  if (!orderId) throw new Error('the guest has no order yet');
  return orderId;
}

export function menuItem(name: string): Item {
  for (const menu of loadedVenue().menus) {
    for (const category of menu.menu_categories) {
      const item = category.items.find((candidate) => candidate.name === name);
      if (item) return item;
    }
  }
  throw new Error(`${name} is not on the menu`);
}

/** Adds an item with a single price and no required choices through the shared store. */
export async function addToOrder(name: string, quantity = 1, note = ''): Promise<void> {
  const item = menuItem(name);
  await addItemFx({
    orderId: currentOrderId(),
    choice: { item, priceId: item.prices[0]?.id ?? null, selection: {}, quantity, note, currency: loadedVenue().currency },
  });
}

/** Opens a tab at the table, as the open-tab screen does, and makes it the guest's. */
export async function openTab(table: string): Promise<void> {
  const created = await createOrderWithTab({ venue_uuid: loadedVenue().uuid, table_number: table, first_name: 'Ann', last_name: 'Lee' });
  if (!created.ok) throw new Error(`opening a tab failed: ${created.status} ${created.body.message}`);
  tabStarted({
    tab_uuid: created.body.tab_uuid,
    tab_link: created.body.tab_link,
    order_uuid: created.body.order_uuid,
    table_number: created.body.table_number,
    tab_password: created.body.tab_password,
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

/** Places the guest's order by cash, as the cart does, so it waits for the venue; the guest orders on afresh. */
export async function placeCashOrder(table = '5'): Promise<string> {
  const orderId = currentOrderId();
  await checkoutFx({ orderId, note: '', tipCents: 0, table_number: table, payment_method: 'cash' });
  updatedCleared();
  await until($orderId, (id) => id !== null && id !== orderId);
  return orderId;
}

/** Logs in as the demo hotel guest (Papadopoulos, room 204), as the login screen does: a session and a tab. */
export async function loginAsHotelGuest(table: string): Promise<void> {
  const venue = loadedVenue();
  const login = await customerGuestSession(venue.uuid, {
    surname: 'Papadopoulos',
    room_number: '204',
    checkout_date: demoGuestCheckout(),
    table_number: table,
  });
  if (!login.ok) throw new Error(`hotel login failed: ${login.status} ${login.body.message}`);
  const { guest_account, tab_uuid, tab_link, order_uuid, table_number, tab_password } = login.body;
  guestSessionStarted({ ...guest_account, room_number: '204', venue_uuid: venue.uuid });
  tabStarted({ tab_uuid, tab_link, order_uuid, table_number, tab_password });
}

/** Adds an item with a chosen price and options (by name), e.g. a large pizza with extra toppings. */
export async function addConfigured(
  name: string,
  { price, options, quantity = 1, note = '' }: { price: string; options: string[]; quantity?: number; note?: string },
): Promise<void> {
  const item = menuItem(name);
  const priceId = item.prices.find((candidate) => candidate.description === price)?.id;
  if (priceId === undefined) throw new Error(`${name} has no price ${price}`);
  const selection: Record<number, number[]> = {};
  for (const group of item.item_customisations) {
    const ids = group.customisation_options
      .filter((option) => options.includes(option.name))
      .map((option) => option.customisation_option_id);
    if (ids.length > 0) selection[group.item_customisation_id] = ids;
  }
  await addItemFx({ orderId: currentOrderId(), choice: { item, priceId, selection, quantity, note, currency: loadedVenue().currency } });
}

/**
 * Pays the guest's order by card with the API's simulated provider, as Stripe.js would confirm it, behind
 * the app's back: the store learns of it when it next fetches the order.
 */
export async function payByCard(tipCents: number, table = '5'): Promise<string> {
  const orderId = currentOrderId();
  const placed = await checkoutFx({ orderId, note: '', tipCents, table_number: table, payment_method: 'card' });
  updatedCleared();
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
