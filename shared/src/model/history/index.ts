import { createEvent, createStore, sample } from 'effector';
import type { Order } from '../../entities';
import { CACHE_CLEAR_START, cacheClearStep, historyWith, newestFirst, pruneHistory } from '../../rules/history';
import { orderSubmitted } from '../order';
import { readStoredStateFx } from '../persistence';
import { storeReset } from '../reset';

/** The clear-old-order action, with the current time. */
export const historyPruned = createEvent<number>();

/** Fresh copies of the guest's past orders arrived (My Orders asks for them). */
export const orderHistoryLoaded = createEvent<Order[]>();

export const $cacheClearCounter = createStore(CACHE_CLEAR_START)
  .on(readStoredStateFx.doneData, (current, stored) => stored.order?.cacheClearCounter ?? current)
  .reset(storeReset);

export const $orderHistory = createStore<Order[]>([])
  .on(orderSubmitted, historyWith)
  .on(readStoredStateFx.doneData, (_, stored) => stored.order?.orderHistory ?? [])
  // Fresh copies replace stored ones, and orders the guest did not have yet (the tab's others) join them.
  .on(orderHistoryLoaded, (history, fresh) => newestFirst(fresh.reduce(historyWith, history)))
  .reset(storeReset);

const pruneStep = sample({
  clock: historyPruned,
  source: $cacheClearCounter,
  fn: (counter, now) => ({ ...cacheClearStep(counter), now }),
});

$cacheClearCounter.on(pruneStep, (_, step) => step.counter);
$orderHistory.on(pruneStep, (history, step) => (step.prune ? pruneHistory(history, step.now) : history));
