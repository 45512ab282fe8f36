import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { TIMINGS_MS, fetchOrderDetailsFx, storeReset } from '@tabula/shared';
import { checkOrderStatusFx } from './placedOrder';
import { orderScreenState, type OrderScreenState } from './screenState';

/** While the venue has not decided, the check repeats at this pace, for as long as the guest keeps waiting. */
export const RECHECK_MS = 5000;

/** The order screen follows an order the venue has not decided yet. */
export const orderFollowed = createEvent<string>();
/** The screen is gone, or the order was decided: no more checks. */
export const orderUnfollowed = createEvent();

/**
 * Each following gets its own number: a timer or an answer of an earlier one finds the number changed
 * and does nothing, so leaving the screen (or the session's reset) stops the checks and coming back starts
 * one chain, not two.
 */
const $following = createStore<{ orderId: string | null; round: number }>({ orderId: null, round: 0 })
  .on(orderFollowed, ({ round }, orderId) => ({ orderId, round: round + 1 }))
  .on([orderUnfollowed, storeReset], ({ round }) => ({ orderId: null, round: round + 1 }));

interface Step {
  orderId: string;
  round: number;
}

interface Wait extends Step {
  ms: number;
}

const waitFx = createEffect(({ ms }: Wait) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const statusCheckFx = attach({ effect: checkOrderStatusFx, mapParams: ({ orderId }: Step) => orderId });

const stillFollowing = (following: { orderId: string | null; round: number }, step: Step) =>
  following.orderId === step.orderId && following.round === step.round;

// The first check runs 3 s after the screen opens, giving the venue a moment to see the order.
sample({
  clock: $following.updates,
  filter: (following) => following.orderId !== null,
  fn: ({ orderId, round }): Wait => ({ orderId: orderId ?? '', round, ms: TIMINGS_MS.orderStatusCheckDelay }),
  target: waitFx,
});

sample({
  clock: waitFx.done,
  source: $following,
  filter: (following, { params }) => stillFollowing(following, params),
  fn: (_, { params }) => ({ orderId: params.orderId, round: params.round }),
  target: statusCheckFx,
});

const checked = sample({
  clock: statusCheckFx.done,
  source: $following,
  filter: (following, { params }) => stillFollowing(following, params),
  fn: (_, answer) => answer,
});

/** What the last check said ('waiting' before the first); the placed order keeps it too. */
export const $statusChecked = createStore<OrderScreenState>('waiting')
  .on(checked, (_, { result }) => orderScreenState(result))
  .reset(orderFollowed, storeReset);

/**
 * Whether the last check found the order still open (status 0, not expired): nothing of it has reached the
 * venue. Null until a check has answered.
 */
export const $checkedOpen = createStore<boolean | null>(null)
  .on(checked, (_, { result }) => result.status === 0 && !result.has_order_expired)
  .reset(orderFollowed, storeReset);

const decided = (status: number) => status === 3 || status === 4;

/** The order was fetched as submitted during this following: once is enough. */
const $submittedSeen = createStore(false).reset(orderFollowed, storeReset);

// Fetched once submitted (the store files it in the history) and once decided (the history gets the outcome).
const refreshDue = sample({
  clock: checked,
  source: $submittedSeen,
  filter: (seen, { result }) => decided(result.status) || (result.status === 2 && !seen),
  fn: (_, { params }) => params.orderId,
});

$submittedSeen.on(refreshDue, () => true);

sample({ clock: refreshDue, target: fetchOrderDetailsFx });

// Undecided and not expired: check again. A failed check is only logged: the next may get through.
sample({
  clock: checked,
  filter: ({ result }) => !decided(result.status) && !result.has_order_expired,
  fn: ({ params }): Wait => ({ ...params, ms: RECHECK_MS }),
  target: waitFx,
});

const failedCheck = sample({
  clock: statusCheckFx.fail,
  source: $following,
  filter: (following, { params }) => stillFollowing(following, params),
  fn: (_, failure) => failure,
});

/** A failure that the guest need not see, logged for whoever looks at the console. */
const warnFx = createEffect(({ what, error }: { what: string; error: unknown }) => console.warn(`[checkout] ${what}`, error));

sample({ clock: failedCheck, fn: ({ error }) => ({ what: 'order status check failed', error }), target: warnFx });
sample({ clock: failedCheck, fn: ({ params }): Wait => ({ ...params, ms: RECHECK_MS }), target: waitFx });

/** View Menu on the order screen: the current order is fetched first, as the menu shows its counts. */
export const menuRequested = createEvent<string | null>();
/** The order screen is gone: its way to the menu is done with. */
export const orderScreenLeft = createEvent();

const refreshBeforeMenuFx = attach({ effect: fetchOrderDetailsFx });

sample({ clock: menuRequested, filter: (orderId): orderId is string => orderId !== null, target: refreshBeforeMenuFx });

/** The menu may be shown: its order fetched, or failed to (which must not keep the guest here), or there was none. */
export const $menuReady = createStore(false)
  .on(refreshBeforeMenuFx.finally, () => true)
  .on(menuRequested, (ready, orderId) => ready || orderId === null)
  .reset(orderScreenLeft, storeReset);

/** From View Menu until the screen has gone. */
export const $leavingForMenu = createStore(false)
  .on(menuRequested, () => true)
  .reset(orderScreenLeft, storeReset);

sample({ clock: refreshBeforeMenuFx.failData, fn: (error) => ({ what: 'order details', error }), target: warnFx });
