export { CategorySection } from './CategorySection';
export { MenuBrowser } from './MenuBrowser';
export { menuHasItems } from './menuHasItems';
export { SCROLL_SPY_DELAY_MS } from './useScrollSpy';
export { useItemLabels } from './useItemLabels';
export { useProgressiveCount } from './useProgressiveCount';
