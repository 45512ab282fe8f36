// The wire schemas themselves (TypeBox), for the API's validation and its OpenAPI document: reached only
// through @tabula/shared/schemas, never from the kernel's index, so a guest's bundle never loads TypeBox.

export { nullable, ref, stringEnum } from './schema-kit';
export { id, MAX_ID, note, PLAIN_TEXT, tableNumber, uuid, UUID_PATTERN } from './fields';
export {
  AcknowledgementSchema,
  AddItemRequestSchema,
  BillPaymentRequestSchema,
  CheckoutRequestSchema,
  EditItemRequestSchema,
  GuestSessionRequestSchema,
  JoinTabRequestSchema,
  OpenTabRequestSchema,
  ServiceRequestSchema,
  SessionEmailRequestSchema,
  SimulatedConfirmRequestSchema,
  TabCheckQuerySchema,
  TabLinkRequestSchema,
} from './requests';
export { AvailabilitySchema } from './availability';
export {
  CustomisationOptionSchema,
  ItemCustomisationSchema,
  ItemPriceSchema,
  ItemSchema,
  MenuCategorySchema,
  MenuSchema,
  TableListSchema,
  TagSchema,
} from './menu';
export {
  CheckoutAnswerSchema,
  CreatedOrderSchema,
  OrderHistorySchema,
  OrderItemOptionSchema,
  OrderLineSchema,
  OrderItemSchema,
  OrderSchema,
  OrderStatusReportSchema,
  OrderStatusSchema,
  PaymentConfigSchema,
  PaymentIntentSchema,
  RemovedLineSchema,
  ReorderSchema,
  ServiceRequestAnswerSchema,
  SimulatedConfirmationSchema,
  orderItemProperties,
} from './order';
export { BusinessAccountSchema, GuestSessionDetailsSchema, HotelDetailsSchema, HotelVenueSchema, VenueSchema } from './venue';
export { ErrorReplySchema } from './error-reply';
export {
  ExistingTabSchema,
  GuestLoginSchema,
  GuestSessionCheckSchema,
  OpenedTabSchema,
  TabCheckSchema,
  TabSeatSchema,
  tabSeatProperties,
} from './tab';
export {
  BillLineSchema,
  BillOrderSchema,
  BillPaymentRecordSchema,
  BillPaymentStartedSchema,
  BillPaymentStateSchema,
  BillSchema,
  BillWaySchema,
} from './bill';
export {
  EXPERIMENT_END_REASONS,
  ExperimentReportSchema,
  ExperimentVariantReportSchema,
  PooledRevenueSchema,
  PooledVersionReportSchema,
} from './experiments';
export {
  AUDIT_ACTIONS,
  AuditEntrySchema,
  EarlierDefaultSchema,
  PaymentsModeSchema,
  PromoteAnswerSchema,
  RemoteOverviewSchema,
  RolloutOverviewSchema,
  SharedPackageFactsSchema,
  StoppedVersionSchema,
  VariantResultsSchema,
  VersionOverviewSchema,
  registeredVersionProperties,
} from './ops';
export { ProgressiveRolloutReportSchema, ProgressiveRolloutStatusSchema, RolloutGuardrailSchema } from './rollouts';

export { OverrideRequestSchema, OverridesSchema, PreviewedVersionSchema, PreviewLinkSchema } from './previews';

export { componentSchemas } from './components';
