import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { orderLetGo, orderLineRemoved, storeReset, unwrap, type ApiRequestError } from '@tabula/shared';
import { placeOrderFx, speaksForItself, type CheckoutParams } from '../placing';
import { orderRefreshRequested, orderShown } from '../order-review';
import { removeItem } from './api/removeItem';

/** Resolves with the removed line's id; the shared order lines lose it. */
export const removeItemFx = createEffect<{ orderId: string; orderItemId: number }, number, ApiRequestError>(
  async ({ orderId, orderItemId }) => {
    unwrap(await removeItem(orderId, orderItemId));
    return orderItemId;
  },
);

sample({ clock: removeItemFx.doneData, target: orderLineRemoved });

/** A line that could not be removed: the order, read again, shows why (removed elsewhere, expired, placed). */
sample({ clock: removeItemFx.fail, target: orderRefreshRequested });

/** The cart screen is gone: its message belongs to that visit. */
export const cartLeft = createEvent();
/** The guest removed a line from the cart. */
export const cartLineRemoved = createEvent<{ orderId: string; orderItemId: number }>();
/** Place Order for cash or room charge (a card payment goes on to the card screen instead). */
export const cartOrderSubmitted = createEvent<CheckoutParams>();

const removeLineFx = attach({ effect: removeItemFx });
const cartPlaceOrderFx = attach({ effect: placeOrderFx });

sample({ clock: cartLineRemoved, target: removeLineFx });
sample({ clock: cartOrderSubmitted, target: cartPlaceOrderFx });

/** The line being removed, so its own button spins while the others wait. */
export const $removingLineId = createStore<number | null>(null)
  .on(removeLineFx, (_, { orderItemId }) => orderItemId)
  .reset(removeLineFx.finally, storeReset);

/** Why the last removal or Place Order failed; the next one, or leaving the cart, clears it. */
export const $cartFailure = createStore<{ error: unknown } | null>(null)
  .on([removeLineFx.failData, cartPlaceOrderFx.failData], (_, error) => (speaksForItself(error) ? null : { error }))
  .reset(cartLineRemoved, cartOrderSubmitted, cartLeft, storeReset);

export const $cartPlacing = cartPlaceOrderFx.pending;

/**
 * The cart's order was let go while it was shown (placed, its tab ended, or it expired and the guest said
 * OK): the cart is empty because the order ended, and whoever ended it takes the guest on. Going back as
 * from an emptied cart would undo that (the expiry dialog's OK sent the guest back to the cart).
 */
export const $cartOrderLetGo = createStore(false)
  .on(orderLetGo, () => true)
  .reset(orderShown, storeReset);
