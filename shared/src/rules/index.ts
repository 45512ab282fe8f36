export { cartLineFromChoice, cartLinesFromOrderItems, describeCartLine, describeOrderItem } from './cart-lines';
export type { ItemChoice, LineDescription } from './cart-lines';
export { MAX_CONTENT_WIDTH, TIMINGS_MS } from './constants';
export {
  requiresPriceChoice,
  selectedOptionIds,
  selectedOptions,
  sortByPosition,
  visibleCustomisations,
} from './customisation';
export type { OptionSelection } from './customisation';
export {
  DATE_TIME_FORMAT,
  formatDateTime,
} from './dates';
export {
  CACHE_CLEAR_START,
  HISTORY_TTL_MS,
  cacheClearStep,
  historyWith,
  newestFirst,
  outcomeLabelKey,
  paidLabelKey,
  pruneHistory,
} from './history';
export { stripHtml } from './html';
export { isUuid } from './ids';
export { selectedMenu } from './menu';
export {
  DEFAULT_CART_CURRENCY,
  formatCents,
  formatOptionPrice,
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
  lineTotalCents,
  orderSubtotalCents,
  orderTotalCents,
} from './pricing';
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
  canPlaceOrder,
  cartSubmitAction,
  isValidEmail,
  receiptEmailError,
  receiptEmailPayload,
  tablePickerError,
} from './validation';
export type {
  PlaceOrderState,
} from './validation';
export {
  isHotelRoomVenue,
  isReadOnlyViewer,
  locationLabelKey,
  venueLanguage,
  viewOnlyReason,
} from './venue';
export type { ViewOnlyReason } from './venue';
