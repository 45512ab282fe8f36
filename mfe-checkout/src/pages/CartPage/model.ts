import { combine, createEvent, createStore, sample } from 'effector';
import {
  $currency,
  $hasTab,
  $orderId,
  $orderList,
  $sessionId,
  $tableNumber,
  $venue,
  $venueStatus,
  goBackFx,
  navigateFx,
  orderLineSelected,
  tableListRequested,
  type CartOrderItem,
} from '@tabula/shared';
import type { CheckoutState } from '../../features/card-payment';
import { $cartOrderLetGo, cartLeft, cartOrderSubmitted, removeItemFx } from '../../features/cart';
import { $cartChoices } from '../../features/cart-choices';
import { $orderChanges } from '../../features/order-review';
import { effectivePaymentMethod, paymentOptions, roomChargeNeedsLogin } from '../../features/payment-method';
import { $checkoutBusy, $updated, needsCardScreen } from '../../features/placing';
import { cartSubtotalCents, orderTotalCents } from '../../features/pricing';
import { effectiveTipCents, tipApplies, tipTooHigh } from '../../features/tip';

/** The cart screen is shown (it fires cartLeft when it goes). */
export const cartOpened = createEvent();
/** The guest opened a line to change it. */
export const cartLineEditPressed = createEvent<CartOrderItem>();
/** Place Order, once the guest has read the cart to the bottom and it can be placed. */
export const cartPlaceOrderPressed = createEvent();
/** Back from the cart. */
export const cartBackPressed = createEvent();

const $onScreen = createStore(false)
  .on(cartOpened, () => true)
  .on(cartLeft, () => false);

export const $cartReady = combine($venue, $venueStatus, (venue, status) => venue !== null && status === 'ready');
const $venueFailed = $venueStatus.map((status) => status === 'error' || status === 'not-found');

/** What the cart shows and what Place Order would send, from the order, the venue and the guest's choices. */
export const $cartSummary = combine(
  {
    venue: $venue,
    hasTab: $hasTab,
    choices: $cartChoices,
    lines: $orderList,
    sessionId: $sessionId,
    orderId: $orderId,
    checkoutBusy: $checkoutBusy,
    removing: removeItemFx.pending,
    changes: $orderChanges,
  },
  ({ venue, hasTab, choices, lines, sessionId, orderId, checkoutBusy, removing, changes }) => {
    const method = venue ? effectivePaymentMethod(venue, hasTab, choices.paymentMethod) : null;
    const subtotalCents = cartSubtotalCents(lines);
    const tipCents = effectiveTipCents(method, choices.tip);
    const tipOverCap = tipApplies(method) && tipTooHigh(choices.tip.cents, subtotalCents);
    const needsLogin = venue !== null && method === 'room_charge' && roomChargeNeedsLogin(venue, sessionId);
    const busy = checkoutBusy || removing;
    return {
      options: venue ? paymentOptions(venue, hasTab) : [],
      method,
      subtotalCents,
      tipCents,
      totalCents: orderTotalCents(subtotalCents, tipCents),
      needsLogin,
      busy,
      // Place Order waits for no call in flight, a way to pay, and the guest to have read how their
      // order changed elsewhere (and, on the screen, for a table and the bottom of the cart).
      blocked: busy || !orderId || !method || tipOverCap || needsLogin || changes.length > 0,
    };
  },
);

// The venue cannot be loaded: the start page says why.
sample({
  clock: [cartOpened, $venueFailed.updates],
  source: { onScreen: $onScreen, failed: $venueFailed },
  filter: ({ onScreen, failed }) => onScreen && failed,
  fn: () => ({ to: '/', replace: true }),
  target: navigateFx,
});

// An order was placed (here, or its card payment went through while the guest was back here): the
// order screen takes over and clears the flag.
sample({
  clock: [cartOpened, $updated.updates],
  source: { onScreen: $onScreen, updated: $updated },
  filter: ({ onScreen, updated }) => onScreen && updated,
  fn: () => ({ to: '/order' }),
  target: navigateFx,
});

// Nothing to order: the cart is only ever shown with items, so an empty one is left the way the guest
// came (unless its order ended, and what ended it takes the guest on).
const $emptied = combine(
  [$cartReady, $updated, $checkoutBusy, $cartOrderLetGo, $orderList],
  ([ready, updated, busy, letGo, lines]) => ready && !updated && !busy && !letGo && lines.length === 0,
);
sample({
  clock: [cartOpened, $emptied.updates],
  source: { onScreen: $onScreen, emptied: $emptied },
  filter: ({ onScreen, emptied }) => onScreen && emptied,
  fn: () => undefined,
  target: goBackFx,
});

// The table field lists the venue's tables, again when the guest's tab changes.
sample({
  clock: [cartOpened, $cartReady.updates, $hasTab.updates],
  source: { onScreen: $onScreen, ready: $cartReady },
  filter: ({ onScreen, ready }) => onScreen && ready,
  fn: () => undefined,
  target: tableListRequested,
});

// A guest who opened the cart directly goes back to the menu.
sample({ clock: cartBackPressed, fn: () => '/menu', target: goBackFx });

sample({ clock: cartLineEditPressed, target: orderLineSelected });
sample({ clock: cartLineEditPressed, fn: () => ({ to: '/addCart' }), target: navigateFx });

const $placement = combine({
  summary: $cartSummary,
  orderId: $orderId,
  table: $tableNumber,
  currency: $currency,
  note: $cartChoices.map((choices) => choices.note),
});

// A card order goes on to the card screen with what it pays; cash, room charge and a card order that
// comes to nothing (no card to ask for) are placed here.
sample({
  clock: cartPlaceOrderPressed,
  source: $placement,
  filter: ({ summary, orderId }) => orderId !== null && needsCardScreen(summary.method, summary.totalCents),
  fn: ({ summary, orderId, table, currency, note }) => {
    const state: CheckoutState = {
      totalCents: summary.totalCents,
      currency,
      table_number: table,
      tipCents: summary.tipCents,
      orderNote: note,
      orderId: orderId as string,
    };
    return { to: '/Checkout', state };
  },
  target: navigateFx,
});

sample({
  clock: cartPlaceOrderPressed,
  source: $placement,
  filter: ({ summary, orderId }) => orderId !== null && summary.method !== null && !needsCardScreen(summary.method, summary.totalCents),
  fn: ({ summary, orderId, table, note }) => ({
    orderId: orderId as string,
    note,
    tipCents: summary.tipCents,
    table_number: table,
    payment_method: summary.method as NonNullable<typeof summary.method>,
  }),
  target: cartOrderSubmitted,
});
