export {
  RECHECK_MS,
  $leavingForMenu,
  $menuReady,
  $checkedOpen,
  $statusChecked,
  menuRequested,
  orderFollowed,
  orderScreenLeft,
  orderUnfollowed,
} from './model';
export {
  $placedOrder,
  $placedOrderDetails,
  $placedOrderOutcome,
  $placedOrderRefund,
  PLACED_ORDER,
  checkOrderStatusFx,
  placedOrderDetailsRequested,
  restorePlacedOrderFx,
} from './placedOrder';
export type { PlacedOrder } from './placedOrder';
export { orderScreenState } from './screenState';
export type { OrderScreenState } from './screenState';
export { PlacedOrderSummary } from './PlacedOrderSummary';
export { useOrderStatusCheck } from './useOrderStatusCheck';
