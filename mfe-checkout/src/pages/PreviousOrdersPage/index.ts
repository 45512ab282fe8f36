export { default } from './PreviousOrdersPage';
