import type { TFunction } from 'i18next';
import { isReadOnlyViewer, type Menu, type Venue } from '@tabula/shared';

export type OrderingMode = 'order' | 'readOnly' | 'notAccepting';

type ModeVenue = Pick<Venue, 'read_only_menu' | 'is_currently_accepting_orders'>;

/**
 * How the guest may use the menu. A venue not accepting orders wins over read-only, because its
 * notice explains why nothing can be ordered.
 */
export function orderingMode(
  venue: ModeVenue | null,
  typeParam: string | null,
  menu: Pick<Menu, 'read_only'> | null = null,
): OrderingMode {
  if (venue && !venue.is_currently_accepting_orders) return 'notAccepting';
  if (isReadOnlyViewer(venue, typeParam) || menu?.read_only === true) return 'readOnly';
  return 'order';
}

/** A venue not accepting orders shows its menu in view mode (spec §2). */
export const needsViewModeRedirect = (venue: ModeVenue | null, typeParam: string | null): boolean =>
  venue !== null && !venue.is_currently_accepting_orders && typeParam !== 'view';

/** What tapping an item says when nothing can be ordered. */
export function viewOnlyMessage(
  mode: Exclude<OrderingMode, 'order'>,
  venue: Pick<Venue, 'read_only_text'> | null,
  t: TFunction,
): string {
  if (mode === 'notAccepting') return t('errors.notAcceptingOrders');
  return venue?.read_only_text?.trim() || t('errors.onlyFoodMenuTableArea');
}

/** A venue that takes orders only on a tab needs one before anything is added. */
export const needsTab = (venue: Pick<Venue, 'accept_orders_without_tab'>, hasTab: boolean): boolean =>
  !venue.accept_orders_without_tab && !hasTab;

/** ?type=view travels between the menu and search, so view mode holds on both. */
export const viewModeQuery = (params: URLSearchParams): string => (params.get('type') === 'view' ? '?type=view' : '');
