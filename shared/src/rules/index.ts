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
  clampCheckoutDate,
  formatCheckoutPayload,
  minCheckoutDate,
} from './dates';
export {
  CACHE_CLEAR_START,
  HISTORY_TTL_MS,
  cacheClearStep,
  hasUnpaidRecentOrder,
  historyWith,
  newestFirst,
  pruneHistory,
} from './history';
export { sanitizeHtml, stripHtml } from './html';
export { isUuid } from './ids';
export { landingParams, landingStep, welcomeActions } from './landing';
export type { LandingStep } from './landing';
export { menuSelectorVisible, popularTag, selectedMenu } from './menu';
export { enterTableLink, hotelVenueLink, tabFormCancelTarget } from './navigation';
export type { GuestStay } from './navigation';
export {
  DEFAULT_CART_CURRENCY,
  formatMoney,
  formatOptionPrice,
  formatPrice,
  toCents,
} from './money';
export {
  orderScreenState,
} from './order-status';
export type { OrderScreenState } from './order-status';
export {
  roomChargeOffered,
  takesCard,
} from './payment';
export {
  cartItemCount,
  itemCountInOrder,
  lineTotal,
  unitPrice,
} from './pricing';
export { isSearchable, isSearchTrigger, searchMenus } from './search';
export type { SearchGroup } from './search';
export { isOutOfStock } from './stock';
export { tabBarView } from './tab-bar';
export { joinTabErrorKey, openTabErrorKey, tabFormClosed } from './tab-forms';
export type { TabFormPage } from './tab-forms';
export {
  TIP_PRESETS,
} from './tip';
export type { TipOption, TipPreset, TipState } from './tip';
export {
  addBlockedReason,
  isValidEmail,
  missingFieldsMessage,
  missingJoinTabFields,
  missingOpenTabFields,
  passwordInput,
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
  TabField,
} from './validation';
export {
  businessSiteUrl,
  isHotelRoomVenue,
  isReadOnlyViewer,
  languageSelectorVisible,
  showAddToHomeScreenHint,
  showWaiterActions,
  venueLanguage,
  viewOnlyReason,
} from './venue';
export type { DeviceInfo, ViewOnlyReason } from './venue';
