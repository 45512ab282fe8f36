import type { Venue } from '@tabula/shared';
import { isHotelRoomVenue } from '@tabula/shared';

export interface PlaceOrderState {
  tableNumber: string | null;
  scrolledToBottom: boolean;
  loading: boolean;
}

/** Place Order needs a table, the page read to the bottom, and no call in flight. */
const canPlaceOrder = (state: PlaceOrderState): boolean => Boolean(state.tableNumber?.trim()) && state.scrolledToBottom && !state.loading;

/** Pressing Place Order before reaching the bottom scrolls there instead. */
export function cartSubmitAction(state: PlaceOrderState): 'scroll' | 'place' | 'none' {
  if (!state.scrolledToBottom) return 'scroll';
  return canPlaceOrder(state) ? 'place' : 'none';
}

/** Room-service venues serve rooms, not tables: the cart asks for a room number there. */
export const locationLabelKey = (venue: Pick<Venue, 'type'> | null | undefined): 'common.room' | 'common.table' =>
  isHotelRoomVenue(venue) ? 'common.room' : 'common.table';
