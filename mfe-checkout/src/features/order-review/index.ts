export { orderChanges, reviewLineOfCart, reviewLineOfOrder } from './changes';
export type { OrderChange, ReviewLine } from './changes';
export {
  $linesToPlace,
  $orderChanges,
  $shownLines,
  orderChangeAccepted,
  orderHidden,
  orderLookedAtAgain,
  orderReadAfresh,
  orderRefreshRequested,
  orderShown,
} from './model';
export { OrderChangeNotice } from './OrderChangeNotice';
export { useOrderOnScreen } from './useOrderOnScreen';
