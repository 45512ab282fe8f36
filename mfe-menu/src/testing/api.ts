import { allSettled, type Scope } from 'effector';
import {
  $orderId,
  $orderList,
  $venue,
  fetchOrderDetailsFx,
  orderPlaced,
  request,
  tabStarted,
  type CartOrderItem,
  type Item,
  type TabStarted,
  type Venue,
} from '@tabula/shared';
import { demoGuestCheckout } from '@tabula/shared/test';
import { addItemFx, type ItemChoice } from '../features/customise';

/**
 * Test-only helpers: they drive a test's scope and the in-process API, as a guest would. Calls the
 * menu does not make itself go to the API directly, so the tests do not lean on other apps' code.
 */

/** The venue the scope loaded; tests call this after the app started. */
export function venue(scope: Scope): Venue {
  const loaded = scope.getState($venue);
  if (!loaded) throw new Error('The venue is not loaded');
  return loaded;
}

export function findItem(scope: Scope, name: string): Item {
  for (const menu of venue(scope).menus) {
    for (const category of menu.menu_categories) {
      const item = category.items.find((candidate) => candidate.name === name);
      if (item) return item;
    }
  }
  throw new Error(`No item named ${name}`);
}

/** The guest's current order. */
export function orderIdOf(scope: Scope): string {
  const orderId = scope.getState($orderId);
  if (!orderId) throw new Error('The guest has no order yet');
  return orderId;
}

/** How many dishes the cart holds: two of one dish count two. */
export const dishCount = (scope: Scope): number => scope.getState($orderList).reduce((sum, line) => sum + line.quantity, 0);

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const result = await request<T>({ method: 'POST', path, body, headers });
  if (!result.ok) throw new Error(`${path} answered ${result.status}: ${result.body.message}`);
  return result.body;
}

/** Opens a tab through the API, as the open-tab screen would, and tells the scope. */
export async function openTab(scope: Scope, table = '7'): Promise<{ orderId: string; tabId: string }> {
  const tab = await post<TabStarted>('/api/order/create-order-with-tab/', {
    venue_uuid: venue(scope).uuid,
    table_number: table,
    first_name: 'Ana',
    last_name: 'Test',
  });
  await allSettled(tabStarted, { scope, params: tab });
  return { orderId: tab.order_uuid, tabId: tab.tab_uuid };
}

/** Adds a dish to the order through the dish screen's effect, in the scope. */
export async function addToOrder(
  scope: Scope,
  orderId: string,
  item: Item,
  quantity = 1,
  choice: Partial<ItemChoice> = {},
): Promise<CartOrderItem> {
  const added = await allSettled(addItemFx, {
    scope,
    params: {
      orderId,
      choice: {
        item,
        priceId: item.prices[0]?.id ?? null,
        selection: {},
        quantity,
        note: '',
        currency: venue(scope).currency,
        ...choice,
      },
    },
  });
  if (added.status === 'fail') throw added.value;
  return added.value;
}

/** Submits the order for cash behind the app's back, as another phone on the tab could: the app does not know yet. */
export async function submitBehindTheAppsBack(orderId: string): Promise<void> {
  await post(`/api/order/${orderId}/checkout/`, { note: '', tip_amount: 0, table_number: '7', payment_method: 'cash' });
}

/** Places the order for cash, which submits it (status 2) and puts it in the guest's history. */
export async function submitForCash(scope: Scope, orderId: string): Promise<void> {
  await submitBehindTheAppsBack(orderId);
  await allSettled(orderPlaced, { scope, params: orderId });
  await allSettled(fetchOrderDetailsFx, { scope, params: orderId });
}

/** Signs the demo hotel guest in at the loaded room-service venue, which opens their room's tab. */
export async function hotelGuestSession(scope: Scope): Promise<{ sessionId: string; tabId: string }> {
  const session = await post<{ tab_uuid: string; guest_account: { guest_session_uuid: string } }>(
    '/api/venue/customer-guest-session/',
    { surname: 'Papadopoulos', room_number: '204', checkout_date: demoGuestCheckout(), table_number: '204' },
    { venue_uuid: venue(scope).uuid },
  );
  return { sessionId: session.guest_account.guest_session_uuid, tabId: session.tab_uuid };
}
