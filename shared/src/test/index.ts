export { configureTestApi } from './api';
export * from './fixtures';
export { renderWithProviders } from './render-with-providers';
export type { RenderWithProvidersOptions } from './render-with-providers';
export { resetStore } from './reset-store';
export { createTestScope } from './scope';
export type { TestScopeOptions } from './scope';
export { startTestApp, until } from './start-app';
export { openTabViaApi } from './tabs';
