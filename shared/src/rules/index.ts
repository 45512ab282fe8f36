export { cartLineFromChoice, cartLinesFromOrderItems } from './cart-lines';
export type { ItemChoice } from './cart-lines';
export { DESCRIPTION_LINES, MAX_CONTENT_WIDTH, TIMINGS_MS } from './constants';
export {
  clampQuantity,
  defaultPriceId,
  groupBadge,
  groupInputKind,
  initialSelection,
  isOptionDisabled,
  optionToggled,
  requiresPriceChoice,
  selectedOptionIds,
  selectedOptions,
  sortByPosition,
  validateItemSelection,
  visibleCustomisations,
} from './customisation';
export type { ItemSelectionCheck, OptionSelection } from './customisation';
export {
  CHECKOUT_DISPLAY_FORMAT,
  DATE_TIME_FORMAT,
  clampCheckoutDate,
  formatCheckoutPayload,
  formatDateTime,
  minCheckoutDate,
} from './dates';
export {
  CACHE_CLEAR_START,
  HISTORY_TTL_MS,
  cacheClearStep,
  hasUnpaidRecentOrder,
  historyWith,
  newestFirst,
  outcomeLabelKey,
  paidLabelKey,
  pruneHistory,
} from './history';
export { sanitizeHtml, stripHtml } from './html';
export { isUuid } from './ids';
export { landingParams, landingStep, welcomeActions } from './landing';
export type { LandingStep } from './landing';
export { menuSelectorVisible, popularTag, selectedMenu } from './menu';
export { enterTableLink, hotelVenueLink, tabFormCancelTarget } from './navigation';
export type { GuestStay } from './navigation';
export { DEFAULT_CART_CURRENCY, formatMoney, formatOptionPrice, formatPrice, roundMoney } from './money';
export {
  belongsInHistory,
  closesTab,
  isCheckoutAllowed,
  orderScreenState,
  orderStatusClass,
  shouldClearCart,
} from './order-status';
export type { OrderScreenState, OrderStatusClass } from './order-status';
export {
  WALLET_COUNTRY,
  checkoutTableNumber,
  paymentMethodDefault,
  paymentOptions,
  roomChargeOffered,
  settlesWithoutPayment,
  walletAmount,
  walletCurrency,
} from './payment';
export type { PaymentOption } from './payment';
export {
  cartItemCount,
  cartSubtotal,
  itemCountInOrder,
  lineTotal,
  orderSubtotal,
  orderTotal,
  unitPrice,
} from './pricing';
export { isSearchTrigger, searchMenus } from './search';
export type { SearchGroup } from './search';
export { isOutOfStock } from './stock';
export { tabBarView } from './tab-bar';
export { joinTabErrorKey, openTabErrorKey, tabFormClosed } from './tab-forms';
export type { TabFormPage } from './tab-forms';
export {
  INITIAL_TIP,
  TIP_PRESETS,
  effectiveTip,
  isValidCustomTip,
  parseCustomTip,
  tipAfterMethodChange,
  tipApplies,
  tipChosen,
} from './tip';
export type { TipOption, TipState } from './tip';
export {
  addBlockedReason,
  canPlaceOrder,
  cartSubmitAction,
  isValidEmail,
  missingFieldsMessage,
  missingJoinTabFields,
  missingOpenTabFields,
  passwordInput,
  receiptEmailError,
  receiptEmailPayload,
  tableChosen,
  tablePickerError,
  validateHotelLogin,
} from './validation';
export type {
  AddButtonState,
  HotelLoginErrors,
  HotelLoginForm,
  JoinTabForm,
  OpenTabForm,
  PlaceOrderState,
  TabField,
} from './validation';
export {
  businessSiteUrl,
  isHotelRoomVenue,
  isReadOnlyViewer,
  languageSelectorVisible,
  locationLabelKey,
  showAddToHomeScreenHint,
  showWaiterActions,
  venueLanguage,
  viewOnlyReason,
} from './venue';
export type { DeviceInfo, ViewOnlyReason } from './venue';
