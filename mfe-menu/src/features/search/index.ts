export { OUTCOME_TEXT_KEY, isSearchable, searchOutcome } from './rules';
export type { SearchGroup, SearchOutcome } from './rules';
export {
  $searchRan,
  $searchText,
  $searchedItems,
  searchCancelled,
  searchPageLeft,
  searchPageOpened,
  searchTextChanged,
  searched,
} from './model';
export { SearchBar } from './SearchBar';
export { SearchResults } from './SearchResults';
export { LOGO_FALLBACK_MS, useLogoFallback } from './useLogoFallback';
