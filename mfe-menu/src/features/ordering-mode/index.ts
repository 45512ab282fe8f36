export { $currentItem, dishTapped, searchTapped } from './model';
export type { ItemScreenState } from './model';
export { needsTab, needsViewModeRedirect, orderingMode, keepingViewMode, viewOnlyMessage } from './rules';
export type { OrderingMode } from './rules';
export { useOpenItem } from './useOpenItem';
export { useOrderingMode } from './useOrderingMode';
