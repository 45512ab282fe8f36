/** Venue descriptions are truncated to two lines. */
export const DESCRIPTION_LINES = 2;
