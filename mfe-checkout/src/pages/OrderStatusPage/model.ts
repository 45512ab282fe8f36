import { combine, createEvent, createStore, sample } from 'effector';
import { $orderId, navigateFx, type Navigation } from '@tabula/shared';
import {
  $checkedOpen,
  $menuReady,
  $placedOrder,
  $statusChecked,
  orderScreenLeft,
  placedOrderDetailsRequested,
} from '../../features/order-status';
import { updatedCleared } from '../../features/placing';

/** The order screen is shown (orderScreenLeft says when it goes). */
export const orderScreenOpened = createEvent();

const $onScreen = createStore(false)
  .on(orderScreenOpened, () => true)
  .on(orderScreenLeft, () => false);

/** The order the screen follows: the placed one the kernel keeps, else the guest's current order. */
export const $followedOrderId = combine($placedOrder, $orderId, (placed, orderId) => placed?.order_uuid ?? orderId);
/** The placed order's state, else what the last check of the current order said. */
export const $orderScreenState = combine($placedOrder, $statusChecked, (placed, checked) => placed?.state ?? checked);
/** The guest's own order is not said to be sent until a check has found it was. */
export const $orderChecking = combine($placedOrder, $checkedOpen, (placed, open) => placed === null && open !== false);
/** Nothing placed, and the guest's own order is still open: it never went to the venue. */
const $neverSent = combine($placedOrder, $checkedOpen, (placed, open) => placed === null && open === true);

// The order screen is where a just-placed order was to be shown: the cart's signal is done with.
sample({ clock: orderScreenOpened, target: updatedCleared });

const EXITS = {
  menu: { to: '/menu' },
  // No order at all: there is nothing to follow. One never sent is not the venue's to decide.
  nothingToFollow: { to: '/menu', replace: true },
  declined: { to: '/orderdecline', replace: true },
} satisfies Record<string, Navigation>;

/** Where the screen sends the guest, by what holds once it is open (the first that holds); a name, so that it changes only when the way out does. */
const $exit = combine(
  { menuReady: $menuReady, followed: $followedOrderId, neverSent: $neverSent, state: $orderScreenState },
  ({ menuReady, followed, neverSent, state }): keyof typeof EXITS | null => {
    if (menuReady) return 'menu';
    if (!followed || neverSent) return 'nothingToFollow';
    return state === 'declined' ? 'declined' : null;
  },
);

sample({
  clock: [orderScreenOpened, $exit.updates],
  source: { onScreen: $onScreen, exit: $exit },
  filter: ({ onScreen, exit }) => onScreen && exit !== null,
  fn: ({ exit }) => EXITS[exit as keyof typeof EXITS],
  target: navigateFx,
});

// An order the venue let expire may have had its card payment given back: the screen reads it afresh to say so.
sample({
  clock: [orderScreenOpened, $orderScreenState.updates],
  source: { onScreen: $onScreen, state: $orderScreenState },
  filter: ({ onScreen, state }) => onScreen && state === 'expired',
  fn: () => undefined,
  target: placedOrderDetailsRequested,
});
