export { formatDateTime } from './dates';
