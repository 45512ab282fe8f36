export { ScreenHeader } from './ScreenHeader';
