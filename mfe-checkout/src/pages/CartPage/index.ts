import '../../texts';
export { default } from './CartPage';
