export { apiConfig, configureApi } from './config';
export type { ApiConfig } from './config';
export { ApiRequestError, NETWORK_ERROR, failureStatus, unwrap } from './result';
export type { ApiError, ApiResult } from './result';
export type { CallOptions } from './request';
export { primeResponses } from './primed';
export type { PrimedResponse } from './primed';
export * from './types';
export { detailsSlim, hotelDetails, menuDetails, tablesList, tablesListAll, venueByUuid, venueMenu, venueTables } from './venue';
export { checkForExistingTab, checkForGuestSession, customerGuestSession, sendSessionEmail } from './guest-session';
export { createOrderWithTab, joinTab, tabCheck, tabLinkRequest } from './tab';
export {
  addItem,
  checkout,
  createOrder,
  editItem,
  orderDetails,
  orderHistory,
  orderStatus,
  reOrder,
  removeItem,
  requestService,
} from './order';
export { confirmSimulatedPayment, paymentConfig } from './payment';
export { reportRemoteFailure } from './remotes';
export type { RemoteFailureReport, RemoteLoadStage } from './remotes';
