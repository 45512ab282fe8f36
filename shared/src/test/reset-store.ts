import { configureApi } from '../api/config';
import { i18n } from '../i18n/instance';
import { storeReset } from '../model/reset';
import { clearSessionCookies } from '../storage/cookies';

/**
 * Back to a first visit: every store at its initial value, storage and session cookies empty,
 * English, and the API client unconfigured. Call it in beforeEach when tests share the global store.
 */
export async function resetStore(): Promise<void> {
  storeReset();
  window.localStorage.clear();
  clearSessionCookies();
  configureApi({});
  await i18n.changeLanguage('en');
}
