/** The app's fixed timings, in milliseconds, so every remote waits the same. */
export const TIMINGS_MS = {
  requestErrorVisible: 10_000,
  createTabErrorVisible: 8_000,
  snackbarLong: 2_500,
  snackbarShort: 2_000,
  orderStatusCheckDelay: 3_000,
  scrollSpyDelay: 3_000,
  searchLogoFallback: 3_000,
  declinedLoader: 2_000,
  emailPopupAutoClose: 4_700,
  emailMessageClear: 5_000,
  openTabRedirect: 200,
} as const;

/** Content never grows wider than a phone column. */
export const MAX_CONTENT_WIDTH = 530;
