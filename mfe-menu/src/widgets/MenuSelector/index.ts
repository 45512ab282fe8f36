export { MenuSelector } from './MenuSelector';
export { menuSelectorVisible } from './menuSelectorVisible';
