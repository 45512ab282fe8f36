import { isHotelRoomVenue, isReadOnlyViewer, type Venue } from '@tabula/shared';

/**
 * Call server and Get bill: when the venue enables them, never for room service, and not for a read-only
 * viewer (?type=view), who sits at no table of the venue's.
 */
export const showWaiterActions = (
  venue: Pick<Venue, 'type' | 'show_request_waiter_action' | 'read_only_menu'>,
  typeParam: string | null,
): boolean => venue.show_request_waiter_action && !isHotelRoomVenue(venue) && !isReadOnlyViewer(venue, typeParam);
