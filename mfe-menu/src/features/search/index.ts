export { OUTCOME_TEXT_KEY, searchOutcome } from './rules';
export type { SearchOutcome } from './rules';
export { SearchBar } from './SearchBar';
export { SearchResults } from './SearchResults';
export { LOGO_FALLBACK_MS, useLogoFallback } from './useLogoFallback';
