export { $reOrderError, $reOrderSkipped, $reOrdered, orderDetailOpened, reOrderRequested, reOrderSettled } from './model';
export { OrderItemLine } from './OrderItemLine';
export { orderFromState } from './orderFromState';
