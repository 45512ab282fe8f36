import type { Venue } from '../entities';

export type TabFormPage = 'open-tab' | 'join-tab';

type TabFormVenue = Pick<Venue, 'read_only_menu' | 'accept_orders_without_tab' | 'is_currently_accepting_orders'>;

/**
 * Spec §2: nobody opens or joins a tab on a read-only menu or where orders need no tab; opening one
 * also needs a venue that is taking orders. Those guests are sent to the menu instead.
 */
export function tabFormClosed(venue: TabFormVenue, page: TabFormPage): boolean {
  if (venue.read_only_menu || venue.accept_orders_without_tab) return true;
  return page === 'open-tab' && !venue.is_currently_accepting_orders;
}

/** Spec §8, create tab: 404 'Error'; anything else 'Something went wrong'. */
export const openTabErrorKey = (status: number): 'errors.error' | 'errors.generic' =>
  status === 404 ? 'errors.error' : 'errors.generic';

/**
 * Spec §8, join tab: 404 and 400 have their own texts; 429 (too many tries from this device, or too many
 * wrong passwords on the table) asks the guest to wait.
 */
export function joinTabErrorKey(
  status: number,
): 'errors.tableOrPasswordMismatch' | 'errors.missingFields' | 'errors.tooManyAttempts' | 'errors.generic' {
  if (status === 404) return 'errors.tableOrPasswordMismatch';
  if (status === 400) return 'errors.missingFields';
  if (status === 429) return 'errors.tooManyAttempts';
  return 'errors.generic';
}
