import type { Venue } from '@tabula/shared';

export type TabFormPage = 'open-tab' | 'join-tab';

type GateVenue = Pick<Venue, 'read_only_menu' | 'accept_orders_without_tab' | 'is_currently_accepting_orders'>;

/**
 * Spec §2: nobody opens or joins a tab on a read-only menu or where orders need no tab; opening one
 * also needs a venue that is taking orders. Those guests are sent to the menu instead.
 */
export function tabFormClosed(venue: GateVenue, page: TabFormPage): boolean {
  if (venue.read_only_menu || venue.accept_orders_without_tab) return true;
  return page === 'open-tab' && !venue.is_currently_accepting_orders;
}

/** Cancel goes back to the menu when the guest came from it, else to the landing page, saying from where. */
export function cancelTarget(origin: string | null, page: TabFormPage, table: string | null): string {
  if (origin === 'menu') return '/menu';
  const query = new URLSearchParams({ from: page });
  if (table) query.set('table', table);
  return `/?${query.toString()}`;
}

/** A table named in the link stays choosable even when the venue's list does not (yet) hold it. */
export function tableOptions(tables: readonly string[], locked: string | null): string[] {
  return locked && !tables.includes(locked) ? [locked, ...tables] : [...tables];
}

/** Spec §8, create tab: 404 'Error'; anything else 'Something went wrong'. */
export const openTabErrorKey = (status: number): 'errors.error' | 'errors.generic' =>
  status === 404 ? 'errors.error' : 'errors.generic';

/** Spec §8, join tab: 404 and 400 have their own texts. */
export function joinTabErrorKey(status: number): 'errors.tableOrPasswordMismatch' | 'errors.missingFields' | 'errors.generic' {
  if (status === 404) return 'errors.tableOrPasswordMismatch';
  if (status === 400) return 'errors.missingFields';
  return 'errors.generic';
}
