export { cartLineFromChoice, cartLinesFromOrderItems } from './cart-lines';
export type { ItemChoice } from './cart-lines';
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
  CACHE_CLEAR_START,
  HISTORY_TTL_MS,
  cacheClearStep,
  historyWith,
  newestFirst,
  pruneHistory,
} from './history';
export { stripHtml } from './html';
export { isUuid } from './ids';
export { selectedMenu } from './menu';
export {
  DEFAULT_CART_CURRENCY,
  formatCents,
  formatOptionCents,
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
} from './pricing';
export {
  TIP_PRESETS,
} from './tip';
export type { TipOption, TipPreset, TipState } from './tip';
export {
  isValidEmail,
  tablePickerError,
} from './validation';
export type {
} from './validation';
export {
  isHotelRoomVenue,
  isReadOnlyViewer,
  venueLanguage,
  viewOnlyReason,
} from './venue';
export type { ViewOnlyReason } from './venue';
