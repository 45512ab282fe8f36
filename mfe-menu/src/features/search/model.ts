import { createEvent, createStore, sample } from 'effector';
import { $venue, navigateFx, storeReset } from '@tabula/shared';
import { keepingViewMode } from '../ordering-mode';
import { isSearchable, searchMenus, type SearchGroup } from './rules';

export const searchTextChanged = createEvent<string>();
/** Enter, the search icon, or a space after text; a blank query searches nothing and keeps what is shown. */
export const searched = createEvent();

/** Kept when search is cancelled, so returning shows the same query. */
export const $searchText = createStore('')
  .on(searchTextChanged, (_, text) => text)
  .reset(storeReset);

export const $searchedItems = createStore<SearchGroup[]>([]).reset(storeReset);

/** The search screen is shown: a query kept from an earlier visit is searched again once the menu is there. */
export const searchPageOpened = createEvent();
/** The search screen is gone. */
export const searchPageLeft = createEvent();

const $onSearchPage = createStore(false)
  .on(searchPageOpened, () => true)
  .on(searchPageLeft, () => false)
  .reset(storeReset);

const ran = sample({
  clock: searched,
  source: { venue: $venue, text: $searchText },
  filter: ({ text }) => isSearchable(text),
  fn: ({ venue, text }) => searchMenus(venue?.menus ?? [], text),
});

sample({ clock: ran, target: $searchedItems });

/**
 * Whether a search ran during this visit of the screen: until one has, the screen says nothing of what was
 * (not) found, even with the results of an earlier visit still kept.
 */
export const $searchRan = createStore(false)
  .on(ran, () => true)
  .reset(searchPageOpened, storeReset);

const $venueReady = $venue.map((venue) => venue !== null);

// On arrival (or when the menu arrives after the screen), the kept query is searched once; later searches are the guest's.
sample({
  clock: [searchPageOpened, $venueReady.updates],
  source: { onPage: $onSearchPage, venueReady: $venueReady },
  filter: ({ onPage, venueReady }) => onPage && venueReady,
  target: searched,
});

/** The guest cancelled search, on a screen at this query string (the query typed is kept). */
export const searchCancelled = createEvent<string>();

// Back to the menu, still in view mode if search was.
sample({
  clock: searchCancelled,
  fn: (query) => ({ to: keepingViewMode('/menu', query) }),
  target: navigateFx,
});
