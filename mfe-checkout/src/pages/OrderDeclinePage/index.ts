import '../../texts';
export { default } from './OrderDeclinePage';
