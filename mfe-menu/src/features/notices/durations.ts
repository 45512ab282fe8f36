/** Spec §9 timings of the menu's messages. */
export const VIEW_ONLY_NOTICE_MS = 2000;
export const NO_UNPAID_ORDERS_NOTICE_MS = 2500;
export const REQUEST_ERROR_NOTICE_MS = 10_000;
