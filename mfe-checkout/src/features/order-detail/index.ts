export { $reOrderError, $reOrderSkipped, $reOrdered, reOrderRequested, reOrderSettled } from './model';
export { OrderItemLine } from './OrderItemLine';
export { orderFromState } from './orderFromState';
