import { TIMINGS_MS } from '@tabula/shared';

/**
 * How long each of the menu's messages stays: the view-only notice 2 s and a failed request's
 * error 10 s, long enough to read the reason.
 */
export const VIEW_ONLY_NOTICE_MS = TIMINGS_MS.snackbarShort;
export const REQUEST_ERROR_NOTICE_MS = TIMINGS_MS.requestErrorVisible;
