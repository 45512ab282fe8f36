import type { TFunction } from 'i18next';
import { takesCard, viewOnlyReason, type Menu, type Venue, type ViewOnlyReason } from '@tabula/shared';

export type OrderingMode = 'order' | ViewOnlyReason;

type ModeVenue = Pick<Venue, 'read_only_menu' | 'is_currently_accepting_orders'>;

/**
 * How the guest may use the menu: shared's viewOnlyReason, so the menu and the tab bar give the same
 * reason (read-only before not accepting, not accepting before ?type=view).
 */
export function orderingMode(venue: ModeVenue | null, typeParam: string | null, menu: Pick<Menu, 'read_only'> | null = null): OrderingMode {
  return viewOnlyReason(venue, typeParam, menu) ?? 'order';
}

/** A venue not accepting orders shows its menu in view mode (?type=view), with its notice. */
export const needsViewModeRedirect = (venue: ModeVenue | null, typeParam: string | null): boolean =>
  venue !== null && !venue.is_currently_accepting_orders && typeParam !== 'view';

/** What tapping an item says when nothing can be ordered. */
export function viewOnlyMessage(mode: Exclude<OrderingMode, 'order'>, venue: Pick<Venue, 'read_only_text'> | null, t: TFunction): string {
  if (mode === 'notAccepting') return t('errors.notAcceptingOrders');
  return venue?.read_only_text?.trim() || t('errors.onlyFoodMenuTableArea');
}

/**
 * A venue that takes orders only on a tab needs one before anything is added, unless it takes cards: a
 * guest without a tab then orders and pays by card at once ('Order and pay now'), and the cart offers card.
 */
export const needsTab = (
  venue: Pick<Venue, 'accept_orders_without_tab' | 'accept_card' | 'stripe_account_ref'>,
  hasTab: boolean,
): boolean => !venue.accept_orders_without_tab && !hasTab && !takesCard(venue);

/** Where to go from a screen at `query`: `pathname`, with ?type=view when the screen has it, so view mode holds between the menu and search. */
export const keepingViewMode = (pathname: string, query: string): { pathname: string; search: string } => ({
  pathname,
  search: new URLSearchParams(query).get('type') === 'view' ? '?type=view' : '',
});
