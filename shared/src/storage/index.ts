export { NO_TAB, ORDER_STATE_KEY, STORAGE_KEYS } from './keys';
export type { StorageKey } from './keys';
export { readStored, removeStored, storeOrRemove, writeStored } from './local-storage';
export { SESSION_COOKIES, clearSessionCookies, readSessionCookie, writeSessionCookies } from './cookies';
export type { SessionCookie, SessionCookieValues } from './cookies';
