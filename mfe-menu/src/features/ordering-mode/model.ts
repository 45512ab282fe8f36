import { createEvent, createStore, sample } from 'effector';
import { navigateFx, storeReset, type Item } from '@tabula/shared';
import { keepingViewMode } from './rules';

/**
 * What the dish screen's address carries: where it was opened from (after adding from search the guest
 * returns to /menu), and which dish, so that any version of the screen (the fallback that takes over
 * from a version that failed, or the page after a reload) opens the same dish.
 */
export interface ItemScreenState {
  from?: 'search';
  item_id?: number;
}

/** The guest tapped a dish that can be ordered, on the menu or in search. */
export const dishTapped = createEvent<{ item: Item; from?: ItemScreenState['from'] }>();

/** The dish the dish screen shows. */
export const $currentItem = createStore<Item | null>(null)
  .on(dishTapped, (_, { item }) => item)
  .reset(storeReset);

// The dish opens on its own screen, which reads where it was opened from.
sample({
  clock: dishTapped,
  fn: ({ item, from }) => ({ to: '/addCart', state: { ...(from && { from }), item_id: item.item_id } satisfies ItemScreenState }),
  target: navigateFx,
});

/** The guest tapped Search on the menu, a screen at this query string. */
export const searchTapped = createEvent<string>();

// View mode holds on search too. (Here, not in the search feature, so the menu's chunk leaves search's screens out.)
sample({
  clock: searchTapped,
  fn: (query) => ({ to: keepingViewMode('/search', query) }),
  target: navigateFx,
});
