import { combine, createEvent, createStore, sample } from 'effector';
import { $venue, $venueStatus, goBackFx, navigateFx } from '@tabula/shared';
import { $checkoutGate, checkoutLeft, checkoutOpened } from '../../features/card-payment';
import { $updated, updatedCleared } from '../../features/placing';

/** Back, to change the order, its tip or the way to pay (the screen disables it while a payment is in flight). */
export const checkoutBackPressed = createEvent();

const $onScreen = createStore(false)
  .on(checkoutOpened, () => true)
  .on(checkoutLeft, () => false);
/** The cart handed the screen an order to pay (checkoutOpened carries its id, null without one). */
const $handedOver = createStore(false).on(checkoutOpened, (_, orderId) => orderId !== null);

/** Paid, or charged to the room (here, or found so). */
const $placed = combine($updated, $checkoutGate, (updated, gate) => updated || gate === 'placed');

/** Nothing to pay here: no order handed over, or the venue and the order's check have said it cannot be paid by card. */
const $nothingToPay = combine(
  { handedOver: $handedOver, venue: $venue, status: $venueStatus, gate: $checkoutGate },
  ({ handedOver, venue, status, gate }) => {
    const venueSettled = status !== 'idle' && status !== 'loading';
    const payable = gate === 'open' && Boolean(venue?.stripe_account_ref);
    return !handedOver || (venueSettled && gate !== 'checking' && gate !== 'placed' && !payable);
  },
);

// The order screen follows the order from here, and takes over the cart's signal.
const leftForOrder = sample({
  clock: [checkoutOpened, $placed.updates],
  source: { onScreen: $onScreen, placed: $placed },
  filter: ({ onScreen, placed }) => onScreen && placed,
});
sample({ clock: leftForOrder, target: updatedCleared });
sample({ clock: leftForOrder, fn: () => ({ to: '/order', replace: true }), target: navigateFx });

sample({
  clock: [checkoutOpened, $nothingToPay.updates],
  source: { onScreen: $onScreen, placed: $placed, nothingToPay: $nothingToPay },
  filter: ({ onScreen, placed, nothingToPay }) => onScreen && !placed && nothingToPay,
  fn: () => ({ to: '/', replace: true }),
  target: navigateFx,
});

// A guest who opened the card screen directly goes back to the cart.
sample({ clock: checkoutBackPressed, fn: () => '/cartopen', target: goBackFx });
