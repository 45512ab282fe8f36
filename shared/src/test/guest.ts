import { allSettled, type Scope } from 'effector';
import type { GuestLogin, Item, Venue } from '../entities';
import { appStarted } from '../model/app';
import { $orderId } from '../model/order';
import { guestSessionStarted } from '../model/session/state';
import { tabStarted } from '../model/tab/state';
import { $venue } from '../model/venue';
import { configureTestApi } from './api';
import { customerGuestSession } from './guest-api';
import { demoGuestCheckout } from './guests';
import { createTestScope } from './scope';
import { openTabViaApi } from './tabs';

/**
 * The guest a remote's tests play, in a forked scope of the real stores against the in-process API:
 * what every remote's guest does alike. What only one remote's screens do stays in its own testing folder.
 */

/** Starts the app in a fresh scope (or the given one) as the shell does, and waits until every call it made settled. */
export async function startGuest(venueSlug = 'bistro', scope: Scope = createTestScope()): Promise<Scope> {
  configureTestApi(venueSlug);
  await allSettled(appStarted, { scope });
  return scope;
}

/** The venue the scope loaded; call it once the guest started. */
export function loadedVenue(scope: Scope): Venue {
  const venue = scope.getState($venue);
  if (!venue) throw new Error('the venue is not loaded: start the guest first');
  return venue;
}

/** A dish of the loaded venue's menus, by name. */
export function menuItem(scope: Scope, name: string): Item {
  for (const menu of loadedVenue(scope).menus) {
    for (const category of menu.menu_categories) {
      const item = category.items.find((candidate) => candidate.name === name);
      if (item) return item;
    }
  }
  throw new Error(`${name} is not on the menu`);
}

/** The guest's current order. */
export function currentOrderId(scope: Scope): string {
  const orderId = scope.getState($orderId);
  if (!orderId) throw new Error('the guest has no order yet');
  return orderId;
}

/** Opens a tab at the table through the API, as the open-tab screen does, and makes it the guest's. */
export async function openTab(scope: Scope, table = '7', firstName = 'Ann'): Promise<{ orderId: string; tabId: string }> {
  const { tab_uuid, tab_link, order_uuid, table_number, tab_password } = await openTabViaApi(table, firstName, scope);
  await allSettled(tabStarted, { scope, params: { tab_uuid, tab_link, order_uuid, table_number, tab_password } });
  return { orderId: order_uuid, tabId: tab_uuid };
}

/** The demo hotel guest (Papadopoulos, room 204, as seeded) signs in at a room-service venue through the API, as on another device. */
export async function loginDemoGuest(venueUuid: string, table: string | null = '204'): Promise<GuestLogin> {
  const login = await customerGuestSession(venueUuid, {
    surname: 'Papadopoulos',
    room_number: '204',
    checkout_date: demoGuestCheckout(),
    table_number: table,
  });
  if (!login.ok) throw new Error(`hotel login failed: ${login.status} ${login.body.message}`);
  return login.body;
}

/** The demo hotel guest signs in at the loaded room-service venue, as the login screen does: a session and a tab. */
export async function loginAsHotelGuest(scope: Scope, table = '204'): Promise<GuestLogin> {
  const venue = loadedVenue(scope);
  const login = await loginDemoGuest(venue.uuid, table);
  const { guest_account, tab_uuid, tab_link, order_uuid, table_number, tab_password } = login;
  await allSettled(guestSessionStarted, { scope, params: { ...guest_account, room_number: '204', venue_uuid: venue.uuid } });
  await allSettled(tabStarted, { scope, params: { tab_uuid, tab_link, order_uuid, table_number, tab_password } });
  return login;
}

const apiUrl = (): string => {
  const url = process.env.TABULA_API_URL;
  if (!url) throw new Error('TABULA_API_URL is not set: the jest config must start the API (withApi)');
  return url;
};

/** Staff accepting (3) or declining (4) a submitted order, through the operator endpoint. */
export async function reviewOrder(orderUuid: string, status: 3 | 4, venueSlug = 'bistro'): Promise<void> {
  const response = await fetch(`${apiUrl()}/api/ops/orders/${orderUuid}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-token': process.env.TABULA_OPS_TOKEN ?? '', 'x-venue-slug': venueSlug },
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

/** Confirms a card payment with the API's simulated provider, as Stripe.js would, behind the app's back. */
export async function confirmSimulatedPayment(clientSecret: string, venueSlug = 'bistro'): Promise<void> {
  const response = await fetch(`${apiUrl()}/api/payments/simulator/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-venue-slug': venueSlug },
    body: JSON.stringify({ client_secret: clientSecret, outcome: 'succeeded' }),
  });
  if (!response.ok) throw new Error(`confirming the payment failed: ${response.status}`);
}
