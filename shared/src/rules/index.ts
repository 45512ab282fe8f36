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
  historyWith,
  newestFirst,
  outcomeLabelKey,
  paidLabelKey,
  pruneHistory,
} from './history';
export { stripHtml } from './html';
export { isUuid } from './ids';
export { landingParams, landingStep, welcomeActions } from './landing';
export type { LandingStep } from './landing';
export { selectedMenu } from './menu';
export { enterTableLink, hotelVenueLink, tabFormCancelTarget } from './navigation';
export type { GuestStay } from './navigation';
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
export { tabBarView } from './tab-bar';
export { joinTabErrorKey, openTabErrorKey, tabFormClosed } from './tab-forms';
export type { TabFormPage } from './tab-forms';
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
  missingFieldsMessage,
  missingJoinTabFields,
  missingOpenTabFields,
  passwordInput,
  receiptEmailError,
  receiptEmailPayload,
  tablePickerError,
  validateHotelLogin,
} from './validation';
export type {
  HotelLoginErrors,
  HotelLoginForm,
  JoinTabForm,
  OpenTabForm,
  PlaceOrderState,
  TabField,
} from './validation';
export {
  isHotelRoomVenue,
  isReadOnlyViewer,
  locationLabelKey,
  venueLanguage,
  viewOnlyReason,
} from './venue';
export type { ViewOnlyReason } from './venue';
