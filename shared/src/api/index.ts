export { apiConfig, configureApi } from './config';
export type { ApiConfig } from './config';
export { ApiRequestError, NETWORK_ERROR, failureStatus, unwrap } from './result';
export type { ApiError, ApiResult } from './result';
export { request } from './request';
export type { CallOptions, RequestSpec } from './request';
export { primeResponses } from './primed';
export type { PrimedResponse } from './primed';
export * from './types';
export { detailsSlim, menuDetails, tablesList, tablesListAll, venueMenu } from './venue';
export { checkForExistingTab, checkForGuestSession } from './guest-session';
export { tabCheck } from './tab';
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
