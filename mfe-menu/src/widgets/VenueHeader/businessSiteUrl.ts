import type { Venue } from '@tabula/shared';

/** Venue descriptions are truncated to two lines. */
export const DESCRIPTION_LINES = 2;

/** Business account types 1 and 2 belong to a wider site; the back control leads to its domain. */
export function businessSiteUrl(venue: Pick<Venue, 'business_account'>): string | null {
  const account = venue.business_account;
  if (!account || (account.type !== 1 && account.type !== 2) || !account.domain) return null;
  return /^https?:\/\//i.test(account.domain) ? account.domain : `https://${account.domain}`;
}
