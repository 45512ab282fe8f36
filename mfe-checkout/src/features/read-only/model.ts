import { combine, createEvent, createStore, sample } from 'effector';
import { $venue, isReadOnlyViewer, navigateFx } from '@tabula/shared';

/** An ordering screen (tip, payment) is shown. */
export const orderingScreenOpened = createEvent();
/** The ordering screen is gone. */
export const orderingScreenLeft = createEvent();

const $open = createStore(false)
  .on(orderingScreenOpened, () => true)
  .reset(orderingScreenLeft);

/** Read-only viewers cannot order (spec section 6). */
export const $readOnlyViewer = $venue.map((venue) => isReadOnlyViewer(venue, null));

// An ordering screen sends them to the menu, also when the venue says so after the screen opened.
sample({
  clock: combine($open, $readOnlyViewer, (open, readOnly) => open && readOnly).updates,
  filter: Boolean,
  fn: () => ({ to: '/menu', replace: true }),
  target: navigateFx,
});
