import { createEffect, createEvent, createStore, sample } from 'effector';
import { TIMINGS_MS, navigateFx } from '@tabula/shared';
import { placedOrderDetailsRequested } from '../../features/order-status';

/** The decline screen is shown: its loader runs for the spec's 2 s from here. */
export const declinePageOpened = createEvent();
/** The decline screen is gone: a loader still running belongs to no one. */
export const declinePageLeft = createEvent();
/** Back to the menu: the guest has read the decline (and the refund) and orders on. */
export const declineAcknowledged = createEvent();

/** Each showing gets its own number, so a loader left running by an earlier one cannot end this one's early. */
const $visit = createStore(0)
  .on(declinePageOpened, (visit) => visit + 1)
  .on(declinePageLeft, (visit) => visit + 1);

/** The loader the spec shows before the decline; the visit it ran for comes back with it. */
export const declineLoaderFx = createEffect(
  (visit: number) => new Promise<number>((resolve) => setTimeout(() => resolve(visit), TIMINGS_MS.declinedLoader)),
);

sample({ clock: declinePageOpened, source: $visit, target: declineLoaderFx });

// The placed order is read afresh while the loader runs: a card payment given back is said with the decline.
sample({ clock: declinePageOpened, target: placedOrderDetailsRequested });

/** The loader has run its course for this showing: the decline itself is shown. */
export const $declineShown = createStore(false)
  .on(sample({ clock: declineLoaderFx.doneData, source: $visit, filter: (visit, ranFor) => visit === ranFor }), () => true)
  .reset(declinePageOpened, declinePageLeft);

sample({ clock: declineAcknowledged, fn: () => ({ to: '/menu' }), target: navigateFx });
