export { MenuActions } from './MenuActions';
