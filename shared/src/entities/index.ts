export type { Availability } from './availability';
export type { CustomisationOption, Item, ItemCustomisation, ItemPrice, Menu, MenuCategory, TableList, Tag } from './menu';
export type {
  CartOrderItem,
  Order,
  OrderItem,
  OrderItemOption,
  OrderStatus,
  OrderStatusReport,
  PaymentConfig,
  PaymentIntent,
  PaymentMethod,
} from './order';
export { HOTEL_ROOM_VENUE_TYPE } from './venue';
export type { BusinessAccount, GuestSessionDetails, HotelDetails, HotelVenue, Venue, VenueSlim } from './venue';
export { REFUSAL_CODES, isRefusalCode } from './refusals';
export type { RefusalCode } from './refusals';
export type { ExperimentEndReason, ExperimentReport, ExperimentVariantReport, PooledRevenue, PooledVersionReport } from './experiments';
export type {
  AuditAction,
  AuditEntry,
  EarlierDefault,
  PromoteAnswer,
  RemoteOverview,
  RolloutOverview,
  SharedPackageFacts,
  VariantResults,
  VersionOverview,
} from './ops';
export type { ProgressiveRolloutReport, ProgressiveRolloutStatus, RolloutGuardrail } from './rollouts';
export type { TabSeat } from './tab';
export { MAX_BILL_SHARES, sharesAmount, splitEqually } from './bill';
export type {
  Bill,
  BillLine,
  BillOrder,
  BillPaymentMethod,
  BillPaymentRecord,
  BillPaymentRequest,
  BillPaymentStarted,
  BillWay,
} from './bill';
