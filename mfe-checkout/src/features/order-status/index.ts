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
export { $placedOrder, $placedOrderOutcome, PLACED_ORDER, checkOrderStatusFx, restorePlacedOrderFx } from './placedOrder';
export type { PlacedOrder } from './placedOrder';
export { orderScreenState } from './screenState';
export type { OrderScreenState } from './screenState';
export { useOrderStatusCheck } from './useOrderStatusCheck';
