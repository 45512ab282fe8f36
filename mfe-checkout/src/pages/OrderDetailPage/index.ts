export { default } from './OrderDetailPage';
