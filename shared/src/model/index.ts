// Every domain registers its units on import; order-state and app wire across them.
import './order-state';

export { appStarted } from './app';
export { reloadWithoutQueryFx, unregisterServiceWorkersFx } from './browser';
export { $orderList, $selectedOrder, cartCleared, orderLineRemoved, orderLineSaved, orderLineSelected, selectedOrderCleared } from './cart';
export { $cacheClearCounter, $orderHistory, historyPruned, orderHistoryLoaded } from './history';
export { $language, applyLanguageFx, languageChanged } from './i18n';
export { $menuId, $selectedMenu, $tableList, loadTablesFx, menuSelected, tableListRequested } from './menu';
export {
  $orderDetail,
  $orderExpired,
  $orderId,
  $placedOrderId,
  createOrderFx,
  currentOrderFetched,
  draftFoundSubmitted,
  fetchOrderDetailsFx,
  orderExpiredAcknowledged,
  orderLetGo,
  orderPlaced,
  orderStarted,
  orderStatusChecked,
  orderSubmitted,
  reOrderFx,
} from './order';
export { readStoredStateFx, storageWriteFx } from './persistence';
export type { PersistedOrderState, StoredState } from './persistence';
export { storeReset } from './reset';
export { createTimedMessage } from './timed-message';
export { $checkOutDatetime, $roomNumber, $sessionId, checkGuestSessionFx, guestSessionCleared, guestSessionStarted } from './session';
export type { GuestSession } from './session';
export {
  $hasTab,
  $tabExpired,
  $tabId,
  $tabLink,
  $tabPassword,
  $tableNumber,
  checkTabFx,
  tabCheckRequested,
  tabCleared,
  tabExited,
  tabExpiredAcknowledged,
  tabExpiredDetected,
  tabStarted,
  tableNumberChosen,
} from './tab';
export type { TabCheckParams, TabStarted } from './tab';
export { $origin, $themeColor, originRecorded } from './ui';
export { $currency, $venue, $venueStatus, $venueUuid, loadVenueFx } from './venue';
export type { VenueStatus } from './venue';
