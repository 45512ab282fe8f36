/** The session's localStorage keys: fixed, so a stored session survives a new release of any app. */
export const STORAGE_KEYS = [
  'orderId',
  'tabId',
  'tabLink',
  'sessionId',
  'menuId',
  'room_no',
  'table_number',
  'from',
  'hotel_url',
  'color',
  'language',
  'logo',
  'check_out_datetime',
  'show-tab-expire',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];

/** The persisted order state (id, count, list, detail, history). The spec fixes the key without naming it. */
export const ORDER_STATE_KEY = 'tabula-order-state';

/** The stored tab id that means "no tab". */
export const NO_TAB = 'empty';
