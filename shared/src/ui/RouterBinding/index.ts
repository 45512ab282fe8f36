export { RouterBinding } from './RouterBinding';
