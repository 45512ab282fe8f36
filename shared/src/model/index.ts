// Every domain registers its units on import; order-state and app wire across them.
import './order-state';

export { appStarted } from './app';
export { reloadWithoutQueryFx, unregisterServiceWorkersFx } from './browser';
export {
  $cartChoices,
  $orderCount,
  $orderList,
  $selectedOrder,
  addItemFx,
  cartCleared,
  cartNoteChanged,
  editItemFx,
  orderLineSelected,
  paymentMethodChosen,
  removeItemFx,
  selectedOrderCleared,
  tipPicked,
} from './cart';
export { $cacheClearCounter, $orderHistory, historyPruned, loadOrderHistoryFx } from './history';
export { $language, applyLanguageFx, languageChanged } from './i18n';
export {
  $currentItem,
  $menuId,
  $selectedMenu,
  $tableList,
  itemCleared,
  itemSelected,
  loadTablesFx,
  menuSelected,
  tableListRequested,
} from './menu';
export {
  $orderDetail,
  $orderExpired,
  $orderId,
  $placedOrder,
  $updated,
  checkOrderStatusFx,
  checkoutFx,
  createOrderFx,
  currentOrderFetched,
  fetchOrderDetailsFx,
  orderExpiredAcknowledged,
  orderPlaced,
  orderStarted,
  orderSubmitted,
  reOrderFx,
  requestServiceFx,
  updatedCleared,
} from './order';
export type { CheckoutParams } from './order';
export { readStoredStateFx, storageWriteFx } from './persistence';
export type { CartChoices, PersistedOrderState, PlacedOrder, StoredState } from './persistence';
export { storeReset } from './reset';
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
export { $loader, $origin, $themeColor, originRecorded } from './ui';
export { $currency, $venue, $venueStatus, $venueUuid, loadVenueFx } from './venue';
export type { VenueStatus } from './venue';
