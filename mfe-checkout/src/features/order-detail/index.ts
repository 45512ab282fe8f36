export {
  $reOrderError,
  $reOrderSkipped,
  $reOrdered,
  orderDetailBackPressed,
  orderDetailOpened,
  reOrderMenuPressed,
  reOrderRequested,
  reOrderSettled,
} from './model';
export { OrderItemLine } from './OrderItemLine';
export { orderFromState } from './orderFromState';
