export { default } from './OrderDeclinePage';
