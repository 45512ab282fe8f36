import { combine, createEvent, createStore, sample } from 'effector';
import { $selectedOrder, $venue, goBackFx, selectedOrderCleared } from '@tabula/shared';
import { $currentItem } from '../ordering-mode';
import { itemToShow } from './rules';

/** The dish screen is shown (StrictMode may say so twice; it counts once). */
export const itemPageOpened = createEvent();
/** The dish screen went away. */
export const itemPageLeft = createEvent();

/** The dish the dish screen shows: the edited line's dish, else the one tapped; null when there is none. */
export const $itemToShow = combine($currentItem, $selectedOrder, $venue, (current, line, venue) =>
  itemToShow(current, line, venue?.menus ?? []),
);

// Follows the screen, which a store reset does not take away.
const $onItemPage = createStore(false)
  .on(itemPageOpened, () => true)
  .on(itemPageLeft, () => false);

/** Leaving clears the edited line (spec 4), once the screen is marked gone: the cleared line must not send the guest back again. */
sample({ clock: itemPageLeft, target: selectedOrderCleared });

/** A dish screen with no dish (opened directly, or its line went) sends the guest back, or to the menu. */
sample({
  clock: [$onItemPage.updates, $itemToShow.updates],
  source: { onPage: $onItemPage, item: $itemToShow },
  filter: ({ onPage, item }) => onPage && item === null,
  fn: () => undefined,
  target: goBackFx,
});
