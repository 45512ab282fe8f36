import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $orderId, $orderList, fetchOrderDetailsFx, orderLetGo, orderLineRemoved, orderLineSaved, storeReset } from '@tabula/shared';
import { orderChanges, reviewLineOfCart, type ReviewLine } from './changes';

/** The cart or the card screen shows the guest their order. */
export const orderShown = createEvent();
/** That screen is gone. */
export const orderHidden = createEvent();
/** The guest came back to the screen: the window got the focus again, or the page became visible. */
export const orderLookedAtAgain = createEvent();
/** The guest read how their order changed, and goes on with it as it is now. */
export const orderChangeAccepted = createEvent();

const $showing = createStore(false)
  .on(orderShown, () => true)
  .on(orderHidden, () => false)
  .reset(storeReset);

const upsert = (lines: ReviewLine[], line: ReviewLine): ReviewLine[] =>
  lines.some((kept) => kept.id === line.id) ? lines.map((kept) => (kept.id === line.id ? line : kept)) : [...lines, line];

/**
 * The lines the guest was shown and goes on with: the order as the screen first showed it, with the
 * guest's own changes, until they accept a change made elsewhere. Null while no order screen is open.
 */
export const $shownLines = createStore<ReviewLine[] | null>(null)
  .on(sample({ clock: [orderShown, orderChangeAccepted], source: $orderList }), (_, lines) => lines.map(reviewLineOfCart))
  .on(orderLineSaved, (shown, line) => shown && upsert(shown, reviewLineOfCart(line)))
  .on(orderLineRemoved, (shown, id) => shown && shown.filter((line) => line.id !== id))
  // An order let go (placed, its tab ended or expired) is no longer the guest's to compare: its lines left
  // the cart because it ended, not because anyone removed them, and what ended it says so.
  .reset(orderHidden, orderLetGo, storeReset);

/** The server's order as the guest has it now, line by line. */
const $orderLines = $orderList.map((lines) => lines.map(reviewLineOfCart));

/** How the server's order differs from what the guest was shown: nothing is placed or paid until they accept it. */
export const $orderChanges = combine($shownLines, $orderLines, (shown, now) => (shown ? orderChanges(shown, now) : []));

/** What a Place Order or Pay goes by: the lines shown, or the order's lines when no screen showed them. */
export const $linesToPlace = combine($shownLines, $orderLines, (shown, now) => shown ?? now);

const lookAgainFx = attach({ effect: fetchOrderDetailsFx });

/** Read the order afresh from the server: its lines replace the cart's, and an expired or placed order says so. */
export const orderRefreshRequested = createEvent();

/** The order on screen as read afresh: on opening, on the guest's return, or on request. */
export const orderReadAfresh = lookAgainFx.doneData;

sample({
  clock: [orderShown, orderLookedAtAgain, orderRefreshRequested],
  source: { orderId: $orderId, showing: $showing },
  filter: ({ orderId, showing }) => showing && orderId !== null,
  fn: ({ orderId }) => orderId ?? '',
  target: lookAgainFx,
});
