import '../../texts';
export { default } from './PreviousOrdersPage';
