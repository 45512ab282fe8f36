import { TIMINGS_MS } from '@tabula/shared';

/** The menu's messages and how long each stays (spec §9). */
export const VIEW_ONLY_NOTICE_MS = TIMINGS_MS.snackbarShort;
export const NO_UNPAID_ORDERS_NOTICE_MS = TIMINGS_MS.snackbarLong;
export const REQUEST_ERROR_NOTICE_MS = TIMINGS_MS.requestErrorVisible;
