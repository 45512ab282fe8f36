import { allSettled, type Scope } from 'effector';
import { $orderList, request, type CartOrderItem, type Item } from '@tabula/shared';
import { loadedVenue, loginDemoGuest } from '@tabula/shared/test';
import { addItemFx, type ItemChoice } from '../features/customise';

/**
 * The test kit's guest (`@tabula/shared/test`) with the steps of this remote's own screens, driving a
 * test's scope and the in-process API as a guest would. Calls the menu does not make itself go to the
 * API directly, so the tests do not lean on other apps' code.
 */
export { currentOrderId, loadedVenue, menuItem, openTab, startGuest } from '@tabula/shared/test';

/** How many dishes the cart holds: two of one dish count two. */
export const dishCount = (scope: Scope): number => scope.getState($orderList).reduce((sum, line) => sum + line.quantity, 0);

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const result = await request<T>({ method: 'POST', path, body, headers });
  if (!result.ok) throw new Error(`${path} answered ${result.status}: ${result.body.message}`);
  return result.body;
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
        currency: loadedVenue(scope).currency,
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

/** Signs the demo hotel guest in at the loaded room-service venue, which opens their room's tab; the app is not told. */
export async function hotelGuestSession(scope: Scope): Promise<{ sessionId: string; tabId: string }> {
  const session = await loginDemoGuest(loadedVenue(scope).uuid);
  return { sessionId: session.guest_account.guest_session_uuid, tabId: session.tab_uuid };
}
