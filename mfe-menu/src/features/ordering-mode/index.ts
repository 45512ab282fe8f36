export { $currentItem } from './model';
export { needsTab, needsViewModeRedirect, orderingMode, viewModeQuery, viewOnlyMessage } from './rules';
export type { OrderingMode } from './rules';
export { useOpenItem } from './useOpenItem';
export type { ItemScreenState } from './useOpenItem';
export { useOrderingMode } from './useOrderingMode';
