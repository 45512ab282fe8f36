export { Notice } from './Notice';
export { useTimedNotice } from './useTimedNotice';
export type { TimedNotice } from './useTimedNotice';
export { NO_UNPAID_ORDERS_NOTICE_MS, REQUEST_ERROR_NOTICE_MS, VIEW_ONLY_NOTICE_MS } from './durations';
