import type { Venue } from '../entities';
import { HOTEL_ROOM_VENUE_TYPE } from '../entities/venue';

export const isHotelRoomVenue = (venue: Pick<Venue, 'type'> | null | undefined): boolean =>
  venue?.type === HOTEL_ROOM_VENUE_TYPE;

/** Type 3 venues serve rooms, not tables. */
export const locationLabelKey = (venue: Pick<Venue, 'type'> | null | undefined): 'common.room' | 'common.table' =>
  isHotelRoomVenue(venue) ? 'common.room' : 'common.table';

/** Call server and Get bill: when the venue enables them, never for room service. */
export const showWaiterActions = (venue: Pick<Venue, 'type' | 'show_request_waiter_action'>): boolean =>
  venue.show_request_waiter_action && !isHotelRoomVenue(venue);

/** Business account types 1 and 2 belong to a wider site; the back control leads to its domain. */
export function businessSiteUrl(venue: Pick<Venue, 'business_account'>): string | null {
  const account = venue.business_account;
  if (!account || (account.type !== 1 && account.type !== 2) || !account.domain) return null;
  return /^https?:\/\//i.test(account.domain) ? account.domain : `https://${account.domain}`;
}

/** Read-only viewers (?type=view or a read-only menu) see the menu and cannot order. */
export const isReadOnlyViewer = (venue: Pick<Venue, 'read_only_menu'> | null | undefined, typeParam: string | null): boolean =>
  typeParam === 'view' || venue?.read_only_menu === true;

export const languageSelectorVisible = (supported: Record<string, string> | null | undefined): boolean =>
  Object.keys(supported ?? {}).length > 1;

/** Keeps the guest's language when the venue offers it, otherwise the venue's default. */
export function venueLanguage(current: string, venue: Pick<Venue, 'supported_translations_dict' | 'default_language'>): string {
  const supported = Object.keys(venue.supported_translations_dict ?? {});
  if (supported.length === 0 || supported.includes(current)) return current;
  return venue.default_language || 'en';
}

export interface DeviceInfo {
  userAgent: string;
  /** navigator.standalone or display-mode: standalone. */
  standalone: boolean;
}

/** The add-to-home-screen hint: iOS only, outside standalone mode, when the venue asks for it. */
export function showAddToHomeScreenHint(venue: Pick<Venue, 'show_add_to_home_screen_pop_up'>, device: DeviceInfo): boolean {
  const ios = /iphone|ipad|ipod/i.test(device.userAgent);
  return venue.show_add_to_home_screen_pop_up && ios && !device.standalone;
}
