import { attach, createEvent, createStore, sample } from 'effector';
import { fetchOrderDetailsFx, goBackFx, navigateFx, refusalCode, reOrderFx, type ApiRequestError } from '@tabula/shared';

/** The guest asked to copy a past order's items into their current order. */
export const reOrderRequested = createEvent<{ orderToCopyUuid: string; orderId: string }>();
/** The detail screen is shown, with a past order to show or without one (opened by its address alone). */
export const orderDetailOpened = createEvent<{ withOrder: boolean }>();
/** The detail screen is gone (or has moved on): what it learnt of the last copy no longer matters. */
export const reOrderSettled = createEvent();
/** Back from the detail screen. */
export const orderDetailBackPressed = createEvent();

const $onScreen = createStore(false)
  .on(orderDetailOpened, () => true)
  .on(reOrderSettled, () => false);

// Without an order there is nothing to show: the guest picks one from the list instead.
sample({
  clock: orderDetailOpened,
  filter: ({ withOrder }) => !withOrder,
  fn: () => ({ to: '/previousOrders', replace: true }),
  target: navigateFx,
});

// A second press while a copy is under way would copy the items twice.
sample({ clock: reOrderRequested, filter: reOrderFx.pending.map((pending) => !pending), target: reOrderFx });

const expiredOrderReadFx = attach({ effect: fetchOrderDetailsFx });

/**
 * The order the items were to be copied into has expired: reading it raises the expiry dialog, whose OK
 * starts a new one, rather than a message in the page no press can clear.
 */
sample({
  clock: reOrderFx.fail,
  filter: ({ error }) => refusalCode(error) === 'order_expired',
  fn: ({ params }) => params.orderId,
  target: expiredOrderReadFx,
});

/** Why the last copy failed; cleared by a new attempt or by leaving the screen. An expired order says it in the dialog. */
export const $reOrderError = createStore<ApiRequestError | null>(null)
  .on(reOrderFx.failData, (_, error) => (refusalCode(error) === 'order_expired' ? null : error))
  .reset(reOrderRequested, reOrderSettled);

/**
 * The items the last copy left out, as they can no longer be ordered; null until a copy went through. The
 * guest is told of them before going on to the menu, where they would otherwise find them silently missing.
 */
export const $reOrderSkipped = createStore<string[] | null>(null)
  .on(reOrderFx.doneData, (_, copied) => copied.skipped)
  .reset(reOrderRequested, reOrderSettled);

/** The copy went through: the screen moves on to the menu, where the items now are. */
export const $reOrdered = $reOrderSkipped.map((skipped) => skipped !== null);

/** The guest read which items the copy left out and pressed View menu. */
export const reOrderMenuPressed = createEvent();

// A copy that left nothing out goes on to the menu; one that left items out waits for the guest to read which.
const copiedWhole = sample({
  clock: $reOrderSkipped.updates,
  source: $onScreen,
  filter: (onScreen, skipped) => onScreen && skipped?.length === 0,
});
sample({ clock: [copiedWhole, reOrderMenuPressed], fn: () => ({ to: '/menu' }), target: navigateFx });

// A guest who opened the detail screen directly goes back to the list of past orders.
sample({ clock: orderDetailBackPressed, fn: () => '/previousOrders', target: goBackFx });
