import {
  $venue,
  addItemFx,
  checkout,
  checkoutFx,
  fetchOrderDetailsFx,
  tabStarted,
  type Item,
  type ItemChoice,
  type Venue,
} from '@tabula/shared';
import { createOrderWithTab, customerGuestSession, demoGuestCheckout } from '@tabula/shared/test';

/** The loaded venue; tests call this after the app started. */
export function venue(): Venue {
  const loaded = $venue.getState();
  if (!loaded) throw new Error('The venue is not loaded');
  return loaded;
}

export function findItem(name: string): Item {
  for (const menu of venue().menus) {
    for (const category of menu.menu_categories) {
      const item = category.items.find((candidate) => candidate.name === name);
      if (item) return item;
    }
  }
  throw new Error(`No item named ${name}`);
}

/** Opens a tab through the API, as the open-tab screen would, and tells the store. */
export async function openTab(table = '7'): Promise<{ orderId: string; tabId: string }> {
  const result = await createOrderWithTab({ venue_uuid: venue().uuid, table_number: table, first_name: 'Ana', last_name: 'Test' });
  if (!result.ok) throw new Error(`create-order-with-tab answered ${result.status}: ${result.body.message}`);
  tabStarted(result.body);
  return { orderId: result.body.order_uuid, tabId: result.body.tab_uuid };
}

/** Adds a dish to the order through the store, as the dish screen would. */
export async function addToOrder(orderId: string, item: Item, quantity = 1, choice: Partial<ItemChoice> = {}) {
  return addItemFx({
    orderId,
    choice: {
      item,
      priceId: item.prices[0]?.id ?? null,
      selection: {},
      quantity,
      note: '',
      currency: venue().currency,
      ...choice,
    },
  });
}

/** Places the order for cash, which submits it (status 2) and puts it in the guest's history. */
export async function submitForCash(orderId: string): Promise<void> {
  await checkoutFx({ orderId, note: '', tipCents: 0, table_number: '7', payment_method: 'cash' });
  await fetchOrderDetailsFx(orderId);
}

/** Submits the order for cash behind the app's back, as another phone on the tab could: the app does not know yet. */
export async function submitBehindTheAppsBack(orderId: string): Promise<void> {
  const placed = await checkout(orderId, { note: '', tip_amount: 0, table_number: '7', payment_method: 'cash' });
  if (!placed.ok) throw new Error(`cash checkout answered ${placed.status}: ${placed.body.message}`);
}

/** The operator endpoint: staff accept (3) or decline (4) an order. */
export async function setOrderStatus(orderId: string, status: 3 | 4): Promise<void> {
  const response = await fetch(`${process.env.TABULA_API_URL}/api/ops/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-token': process.env.TABULA_OPS_TOKEN ?? '' },
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`ops status answered ${response.status}`);
}

/** Signs the demo hotel guest in at the loaded room-service venue, which opens their room's tab. */
export async function hotelGuestSession(): Promise<{ sessionId: string; tabId: string }> {
  const result = await customerGuestSession(venue().uuid, {
    surname: 'Papadopoulos',
    room_number: '204',
    checkout_date: demoGuestCheckout(),
    table_number: '204',
  });
  if (!result.ok) throw new Error(`customer-guest-session answered ${result.status}: ${result.body.message}`);
  return { sessionId: result.body.guest_account.guest_session_uuid, tabId: result.body.tab_uuid };
}
