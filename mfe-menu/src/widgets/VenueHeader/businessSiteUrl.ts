import type { Venue } from '@tabula/shared';

/** Venue descriptions are truncated to two lines. */
export const DESCRIPTION_LINES = 2;

/** The hotel guest's stay, which the business site's venue links carry (each venue is an origin of its own). */
export interface GuestStay {
  sessionId: string | null;
  roomNumber: string | null;
}

/**
 * Business account types 1 and 2 belong to a wider site; the back control leads to its domain, carrying a
 * signed-in hotel guest's session and room as the hotel page's own links do, so the hotel page's venues open
 * signed in (its storage is another origin's, which knows nothing of the stay).
 */
export function businessSiteUrl(
  venue: Pick<Venue, 'business_account'>,
  stay: GuestStay = { sessionId: null, roomNumber: null },
): string | null {
  const account = venue.business_account;
  if (!account || (account.type !== 1 && account.type !== 2) || !account.domain) return null;
  const site = /^https?:\/\//i.test(account.domain) ? account.domain : `https://${account.domain}`;
  if (!stay.sessionId) return site;
  const query = new URLSearchParams({ sessionid: stay.sessionId, ...(stay.roomNumber ? { room_no: stay.roomNumber } : {}) });
  return `${site.replace(/\/+$/, '')}/?${query}`;
}
