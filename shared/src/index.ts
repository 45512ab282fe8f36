// The kernel's public API: what the shell and the remotes may use. Everything else in shared/src is
// internal and may change without a new major version.

// Every session domain registers its units on import; order-state wires the persisted order across them.
import './model/order-state';

export type {
  Acknowledgement,
  AddItemRequest,
  AuditAction,
  AuditEntry,
  Availability,
  Bill,
  BillLine,
  BillOrder,
  BillPaymentMethod,
  BillPaymentRecord,
  BillPaymentRequest,
  BillPaymentStarted,
  BillPaymentState,
  BillWay,
  CartOrderItem,
  CheckoutAnswer,
  CheckoutRequest,
  CreatedOrder,
  CustomisationOption,
  EarlierDefault,
  EditItemRequest,
  ExistingTab,
  ExperimentEndReason,
  ExperimentReport,
  ExperimentVariantReport,
  GuestLogin,
  GuestSessionCheck,
  GuestSessionRequest,
  HotelDetails,
  HotelVenue,
  Item,
  ItemCustomisation,
  ItemPrice,
  JoinTabRequest,
  Menu,
  MenuCategory,
  OpenedTab,
  OpenTabRequest,
  Order,
  OrderHistory,
  OrderItem,
  OrderLine,
  OrderStatus,
  OrderStatusReport,
  OverrideRequest,
  Overrides,
  PaymentConfig,
  PaymentIntent,
  PaymentMethod,
  PaymentsMode,
  PooledRevenue,
  PooledVersionReport,
  PreviewedVersion,
  PreviewLink,
  ProgressiveRolloutReport,
  ProgressiveRolloutStatus,
  PromoteAnswer,
  RefusalCode,
  RemoteOverview,
  RemovedLine,
  Reorder,
  RolloutGuardrail,
  RolloutOverview,
  ServiceRequest,
  ServiceRequestAnswer,
  SessionEmailRequest,
  SharedPackageFacts,
  SimulatedConfirmation,
  SimulatedConfirmRequest,
  StoppedVersion,
  TabCheck,
  TabCheckQuery,
  TableList,
  TabSeat,
  Tag,
  VariantResults,
  Venue,
  VenueSlim,
  VersionOverview,
} from './entities';
export { MAX_BILL_SHARES, REFUSAL_CODES, isRefusalCode, sharesAmount, splitEqually } from './entities';
export * from './contracts';
export { configureApi } from './api/config';
export { checkForExistingTab } from './api/guest-session';
export { createOrder } from './api/order';
export { request } from './api/request';
export type { CallOptions } from './api/request';
export { ApiRequestError, failureStatus, refusalCode, unwrap } from './api/result';
export { tabCheck } from './api/tab';
export { appStarted } from './model/app';
export {
  $dishesToReAdd,
  $orderList,
  $selectedOrder,
  orderLineRemoved,
  orderLineSaved,
  orderLineSelected,
  selectedOrderCleared,
} from './model/cart';
export type { DishesToReAdd } from './model/cart';
export { $orderHistory, orderHistoryLoaded } from './model/history';
export { $language, languageChanged } from './model/i18n';
export { goBackFx, navigateFx, routerBound, type Navigation } from './model/navigation';
export { $selectedMenu, $tableList, loadTablesFx, menuSelected, tableListRequested } from './model/menu';
export {
  $carriedFromOrderId,
  $orderExpired,
  $orderId,
  $placedOrderId,
  createOrderFx,
  draftFoundSubmitted,
  fetchOrderDetailsFx,
  orderExpiredAcknowledged,
  orderLetGo,
  orderPlaced,
  orderStatusChecked,
  reOrderFx,
} from './model/order';
export { keepInSession } from './model/persistence/kept';
export { storeReset } from './model/reset';
export { $roomNumber, $sessionId, checkGuestSessionFx, guestSessionStarted } from './model/session';
export {
  $hasTab,
  $tabExpired,
  $tabId,
  $tabLink,
  $tableNumber,
  checkTabFx,
  tabCheckRequested,
  tabExited,
  tabExpiredAcknowledged,
  tabExpiredDetected,
  tabStarted,
  tableNumberChosen,
} from './model/tab';
export type { TabStarted } from './model/tab';
export { createTimedMessage } from './model/timed-message';
export { $origin, originRecorded } from './model/ui';
export { $currency, $venue, $venueStatus, $venueUuid, loadVenueFx } from './model/venue';
export { MAX_CONTENT_WIDTH, TIMINGS_MS } from './rules/constants';
export { requiresPriceChoice, selectedOptions, sortByPosition } from './rules/customisation';
export { newestFirst } from './rules/history';
export { stripHtml } from './rules/html';
export { isUuid } from './rules/ids';
export { formatCents, formatMenuPrice, formatOptionCents, toCents } from './rules/money';
export { isOutOfStock } from './rules/stock';
export { roomChargeOffered, takesCard } from './rules/payment';
export { isValidEmail, tablePickerError } from './rules/validation';
export { isHotelRoomVenue, isReadOnlyViewer, languageSelectorVisible, viewOnlyReason } from './rules/venue';
export type { ViewOnlyReason } from './rules/venue';
export { businessSiteUrl, enterTableLink, hotelVenueLink } from './rules/venue-links';
export type { GuestStay } from './rules/venue-links';
export { htmlLangFor, registerTexts } from './i18n';
export type { TextBundle } from './i18n';
export { AppProviders, RouterBinding, VenueGate, useGoBack, useVenueTables } from './ui';
