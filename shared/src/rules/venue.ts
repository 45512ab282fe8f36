import type { Menu, Venue } from '../entities';
import { HOTEL_ROOM_VENUE_TYPE } from '../entities/venue-kinds';

export const isHotelRoomVenue = (venue: Pick<Venue, 'type'> | null | undefined): boolean => venue?.type === HOTEL_ROOM_VENUE_TYPE;

/** Read-only viewers (?type=view or a read-only menu) see the menu and cannot order. */
export const isReadOnlyViewer = (venue: Pick<Venue, 'read_only_menu'> | null | undefined, typeParam: string | null): boolean =>
  typeParam === 'view' || venue?.read_only_menu === true;

export type ViewOnlyReason = 'readOnly' | 'notAccepting';

type ViewOnlyVenue = Pick<Venue, 'read_only_menu' | 'is_currently_accepting_orders'>;

/**
 * Why the guest may look at the menu but not order, or null when they may order: the one answer the menu
 * and the tab bar both give. A read-only venue or menu comes first, also when the venue is not accepting
 * orders either: the spec does not rank the two, and its read-only text is the venue's own, lasting reason
 * (the dish screen's Add button ranks them the same way). A venue not accepting orders comes before
 * ?type=view, because view mode is where it sends its guests, with its notice on /menu.
 */
export function viewOnlyReason(
  venue: ViewOnlyVenue | null | undefined,
  typeParam: string | null,
  menu?: Pick<Menu, 'read_only'> | null,
): ViewOnlyReason | null {
  if (venue?.read_only_menu === true || menu?.read_only === true) return 'readOnly';
  if (venue && !venue.is_currently_accepting_orders) return 'notAccepting';
  if (typeParam === 'view') return 'readOnly';
  return null;
}

/** Keeps the guest's language when the venue offers it, otherwise the venue's default. */
export function venueLanguage(current: string, venue: Pick<Venue, 'supported_translations_dict' | 'default_language'>): string {
  const supported = Object.keys(venue.supported_translations_dict ?? {});
  if (supported.length === 0 || supported.includes(current)) return current;
  return venue.default_language || 'en';
}

/** The menu's language selector appears only when the venue offers more than one language. */
export const languageSelectorVisible = (supported: Record<string, string> | null | undefined): boolean =>
  Object.keys(supported ?? {}).length > 1;
