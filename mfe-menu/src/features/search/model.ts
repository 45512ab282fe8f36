import { createEvent, createStore, sample } from 'effector';
import { $venue, storeReset } from '@tabula/shared';
import { isSearchable, searchMenus, type SearchGroup } from './rules';

export const searchTextChanged = createEvent<string>();
/** Enter, the search icon, or a space after text; a blank query searches nothing and keeps what is shown. */
export const searched = createEvent();

/** Kept when search is cancelled, so returning shows the same query. */
export const $searchText = createStore('')
  .on(searchTextChanged, (_, text) => text)
  .reset(storeReset);

export const $searchedItems = createStore<SearchGroup[]>([]).reset(storeReset);

sample({
  clock: searched,
  source: { venue: $venue, text: $searchText },
  filter: ({ text }) => isSearchable(text),
  fn: ({ venue, text }) => searchMenus(venue?.menus ?? [], text),
  target: $searchedItems,
});
