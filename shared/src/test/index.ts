// Units tests and harnesses reach into besides the public API: a test replaces a browser effect, reads a
// store the session keeps internally, or fetches an order as the server holds it.
export { orderDetails } from '../api/order';
export { reloadWithoutQueryFx } from '../model/browser';
export { $menuId } from '../model/menu';
export { $orderDetail } from '../model/order';
export { readSessionCookie } from '../storage/cookies';
export { i18n } from '../i18n/instance';
export { configureTestApi, cutTestApi } from './api';
export * from './fixtures';
export { DEMO_GUEST_STAY_DAYS, demoGuestCheckout } from './guests';
export { createOrderWithTab, customerGuestSession } from './guest-api';
export { renderWithProviders } from './render-with-providers';
export type { RenderWithProvidersOptions } from './render-with-providers';
export { storeSessionValue, storedSessionValue } from './kept';
export { resetStore } from './reset-store';
export { createTestScope } from './scope';
export { recordNavigation } from './navigation';
export type { TestScopeOptions } from './scope';
export { startTestApp, until } from './start-app';
export { openTabViaApi } from './tabs';
export {
  confirmSimulatedPayment,
  currentOrderId,
  loadedVenue,
  loginAsHotelGuest,
  loginDemoGuest,
  menuItem,
  openTab,
  orderOnServer,
  reviewOrder,
  startGuest,
} from './guest';
export { translationProblems } from './text-bundle';
export type { TranslationRules } from './text-bundle';
export { LocationProbe, renderPage } from './location-probe';
