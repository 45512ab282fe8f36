import { allSettled, createEffect, type Scope } from 'effector';
import { orderLineSaved, request, toCents, type CartOrderItem, type Item, type OrderItem } from '@tabula/shared';
import { confirmSimulatedPayment, currentOrderId, loadedVenue, makeCartLine, menuItem } from '@tabula/shared/test';
import { checkoutFx, updatedCleared, type CheckoutParams } from '../features/placing';

/**
 * The test kit's guest (`@tabula/shared/test`) with the steps of this remote's own screens: each guest is a
 * forked scope of the real stores, driven against the in-process API as the guest would drive it.
 */
export {
  currentOrderId,
  loadedVenue,
  loginAsHotelGuest,
  menuItem,
  openTab,
  orderOnServer,
  reviewOrder,
  startGuest,
} from '@tabula/shared/test';

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
  await confirmSimulatedPayment(secret);
  return orderId;
}

/**
 * The guest's other window (another browser tab) places the order by cash, behind this screen's back: the
 * screen's store learns of it only when it reads the order again.
 */
export async function placeCashOrderElsewhere(orderId: string, table = '5'): Promise<void> {
  const placed = await request({
    method: 'POST',
    path: `/api/order/${orderId}/checkout/`,
    body: { note: '', tip_amount: 0, table_number: table, payment_method: 'cash' },
  });
  if (!placed.ok) throw new Error(`placing ${orderId} elsewhere failed: ${placed.status} ${placed.body.message}`);
}
