// The entities' TYPES and the few runtime rules beside them. Every module exported with `export type`
// holds a TypeBox schema: only the API loads those, through @tabula/shared/schemas (./schemas.ts), so
// a guest's bundle never carries TypeBox.

export type { Availability } from './availability';
export type { CustomisationOption, Item, ItemCustomisation, ItemPrice, Menu, MenuCategory, TableList, Tag } from './menu';
export type {
  CartOrderItem,
  CheckoutAnswer,
  CreatedOrder,
  Order,
  OrderHistory,
  OrderLine,
  OrderItem,
  OrderItemOption,
  OrderStatus,
  OrderStatusReport,
  PaymentConfig,
  PaymentIntent,
  PaymentMethod,
  RemovedLine,
  Reorder,
  ServiceRequestAnswer,
  SimulatedConfirmation,
} from './order';
export { HOTEL_ROOM_VENUE_TYPE } from './venue-kinds';
export type { BusinessAccount, GuestSessionDetails, HotelDetails, HotelVenue, Venue, VenueSlim } from './venue';
export { REFUSAL_CODES, isRefusalCode } from './refusals';
export type { RefusalCode } from './refusals';
export type { ErrorReply } from './error-reply';
export type { ExperimentEndReason, ExperimentReport, ExperimentVariantReport, PooledRevenue, PooledVersionReport } from './experiments';
export type {
  AuditAction,
  AuditEntry,
  EarlierDefault,
  PaymentsMode,
  PromoteAnswer,
  RemoteOverview,
  RolloutOverview,
  SharedPackageFacts,
  StoppedVersion,
  VariantResults,
  VersionOverview,
} from './ops';
export type { ProgressiveRolloutReport, ProgressiveRolloutStatus, RolloutGuardrail } from './rollouts';
export type { OverrideRequest, Overrides, PreviewedVersion, PreviewLink } from './previews';
export type { ExistingTab, GuestLogin, GuestSessionCheck, OpenedTab, TabCheck, TabSeat } from './tab';
export { MAX_BILL_SHARES, sharesAmount, splitEqually } from './bill-split';
export type {
  Bill,
  BillLine,
  BillOrder,
  BillPaymentMethod,
  BillPaymentRecord,
  BillPaymentStarted,
  BillPaymentState,
  BillWay,
} from './bill';
export {
  CARD_METHODS,
  JOIN_TAB_PASSWORD_PATTERN,
  MAX_QUANTITY,
  MAX_TIP,
  PAYMENT_METHODS,
  REMOTE_NAME_PATTERN,
  TAB_PASSWORD_DIGITS,
  TAB_PASSWORDS,
} from './request-limits';
export type {
  Acknowledgement,
  AddItemRequest,
  BillPaymentRequest,
  CheckoutRequest,
  EditItemRequest,
  GuestSessionRequest,
  JoinTabRequest,
  OpenTabRequest,
  ServiceRequest,
  SessionEmailRequest,
  SimulatedConfirmRequest,
  TabCheckQuery,
  TabLinkRequest,
} from './requests';
