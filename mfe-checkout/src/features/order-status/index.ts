export {
  RECHECK_MS,
  $leavingForMenu,
  $menuReady,
  $statusChecked,
  menuRequested,
  orderFollowed,
  orderScreenLeft,
  orderUnfollowed,
} from './model';
export { useOrderStatusCheck } from './useOrderStatusCheck';
