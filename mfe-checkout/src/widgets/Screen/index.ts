export { Screen } from './Screen';
