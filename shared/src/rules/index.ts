export { cartLineFromChoice, cartLinesFromOrderItems, describeCartLine, describeOrderItem } from './cart-lines';
export type { ItemChoice, LineDescription } from './cart-lines';
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
  DATE_TIME_FORMAT,
  formatDateTime,
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
export { menuSelectorVisible, popularTag, selectedMenu } from './menu';
export {
  DEFAULT_CART_CURRENCY,
  formatCents,
  formatMoney,
  formatOptionPrice,
  formatPrice,
  fromCents,
  parseMoneyInput,
  toCents,
} from './money';
export type { MoneyInput } from './money';
export {
  belongsInHistory,
  closesTab,
  isCheckoutAllowed,
  orderScreenState,
  shouldClearCart,
} from './order-status';
export type { OrderScreenState } from './order-status';
export {
  WALLET_COUNTRY,
  checkoutTableNumber,
  effectivePaymentMethod,
  paymentMethodDefault,
  paymentOptions,
  roomChargeNeedsLogin,
  roomChargeOffered,
  settlesWithoutPayment,
  takesCard,
  walletCurrency,
  walletPaymentRequest,
} from './payment';
export type { PaymentOption, WalletRequest } from './payment';
export {
  cartItemCount,
  cartSubtotalCents,
  itemCountInOrder,
  lineTotal,
  lineTotalCents,
  orderSubtotalCents,
  orderTotalCents,
  unitPrice,
} from './pricing';
export { isSearchable, isSearchTrigger, searchMenus } from './search';
export type { SearchGroup } from './search';
export { isOutOfStock } from './stock';
export {
  INITIAL_TIP,
  TIP_CAP_FLOOR_CENTS,
  TIP_PRESETS,
  effectiveTipCents,
  readTipInput,
  tipAfterMethodChange,
  tipApplies,
  tipCapCents,
  tipChosen,
  tipTooHigh,
} from './tip';
export type { TipInput, TipOption, TipPreset, TipState } from './tip';
export {
  addBlockedReason,
  canPlaceOrder,
  cartSubmitAction,
  isValidEmail,
  receiptEmailError,
  receiptEmailPayload,
  tableChosen,
  tablePickerError,
} from './validation';
export type {
  AddButtonState,
  PlaceOrderState,
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
