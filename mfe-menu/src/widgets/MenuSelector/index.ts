export { MenuSelector } from './MenuSelector';
