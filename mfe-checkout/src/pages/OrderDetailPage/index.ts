import '../../texts';
export { default } from './OrderDetailPage';
