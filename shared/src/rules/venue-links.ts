import type { Venue, VenueSlim } from '../entities';
import { isHotelRoomVenue } from './venue';

const withScheme = (domain: string): string => (/^https?:\/\//i.test(domain) ? domain : `https://${domain}`).replace(/\/+$/, '');

const query = (params: Record<string, string | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The guest's hotel stay as a venue link carries it; null parts are left out of the link. */
export interface GuestStay {
  sessionId: string | null;
  roomNumber: string | null;
}

/**
 * Where a hotel page's venue card leads (spec, the hotel page): room service to its menu with the guest's
 * session and room, a view-only venue to its menu in view mode, any other venue to open a tab with the
 * session. A guest without a session yet reaches room service's menu all the same, where ordering asks
 * them to log in with their room.
 */
export function hotelVenueLink(venue: Pick<VenueSlim, 'domain' | 'type' | 'read_only_menu'>, stay: GuestStay): string {
  const origin = withScheme(venue.domain);
  const session = { sessionid: stay.sessionId, room_no: stay.roomNumber };
  if (isHotelRoomVenue(venue)) return `${origin}/menu${query(session)}`;
  if (venue.read_only_menu) return `${origin}/menu${query({ type: 'view' })}`;
  return `${origin}/open-tab${query(session)}`;
}

/**
 * /enter-table/:slug continues on the venue's own site with the table: opening a tab there, or, where orders
 * need no tab, its start page, which keeps the table (table_number) and goes on to the menu; a read-only
 * menu is only viewed.
 */
export function enterTableLink(venue: Pick<VenueSlim, 'domain' | 'read_only_menu' | 'accept_orders_without_tab'>, table: string): string {
  const origin = withScheme(venue.domain);
  if (venue.read_only_menu) return `${origin}/menu${query({ type: 'view' })}`;
  if (venue.accept_orders_without_tab) return `${origin}/${query({ table_number: table })}`;
  return `${origin}/open-tab${query({ table })}`;
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
  const search = new URLSearchParams({ sessionid: stay.sessionId, ...(stay.roomNumber ? { room_no: stay.roomNumber } : {}) });
  return `${site.replace(/\/+$/, '')}/?${search}`;
}
