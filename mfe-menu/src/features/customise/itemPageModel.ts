import { combine, createEvent, createStore, sample } from 'effector';
import { $selectedOrder, $venue, $venueStatus, goBackFx, selectedOrderCleared } from '@tabula/shared';
import { $currentItem } from '../ordering-mode';
import { itemToShow } from './rules';

/** The dish screen is shown, with the dish its address names, if any (StrictMode may say so twice; it counts once). */
export const itemPageOpened = createEvent<number | null>();
/** The dish screen went away. */
export const itemPageLeft = createEvent();

/** The dish the screen's address names: what any version of the screen opens, after a reload too. */
const $addressedItemId = createStore<number | null>(null)
  .on(itemPageOpened, (_, id) => id)
  .on(itemPageLeft, () => null);

/** The dish the dish screen shows: the edited line's dish, else the one its address names or the one tapped; null when there is none. */
export const $itemToShow = combine($currentItem, $selectedOrder, $venue, $addressedItemId, (current, line, venue, addressed) =>
  itemToShow(current, line, venue?.menus ?? [], addressed),
);

// Follows the screen, which a store reset does not take away.
const $onItemPage = createStore(false)
  .on(itemPageOpened, () => true)
  .on(itemPageLeft, () => false);

/** A dish the address names can only be looked up once the venue's menus are in. */
const $menusSettled = $venueStatus.map((status) => status !== 'idle' && status !== 'loading');

/** Leaving clears the edited line (spec 4), once the screen is marked gone: the cleared line must not send the guest back again. */
sample({ clock: itemPageLeft, target: selectedOrderCleared });

/** A dish screen with no dish (opened directly, or its line went) sends the guest back, or to the menu. */
sample({
  clock: [$onItemPage.updates, $itemToShow.updates, $menusSettled.updates],
  source: { onPage: $onItemPage, item: $itemToShow, addressed: $addressedItemId, settled: $menusSettled },
  filter: ({ onPage, item, addressed, settled }) => onPage && item === null && (addressed === null || settled),
  fn: () => undefined,
  target: goBackFx,
});
