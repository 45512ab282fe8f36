import { isReadOnlyViewer, viewOnlyReason, type Menu, type ViewOnlyReason, type Venue } from '@tabula/shared';

type BarVenue = Pick<Venue, 'accept_orders_without_tab' | 'read_only_menu' | 'is_currently_accepting_orders'>;

export type TabBarContent = 'active' | 'noTab' | 'none';
export type TabBarNotice = ViewOnlyReason | null;

export interface TabBarView {
  content: TabBarContent;
  notice: TabBarNotice;
}

const HIDDEN: TabBarView = { content: 'none', notice: null };

/**
 * The tab bar is hidden where orders need no tab; a read-only viewer sees only the notice; a tab shows its
 * details (with the not-accepting notice when it applies); otherwise Open tab and Join tab, unless the venue
 * is not taking orders. The notice is the menu's own reason for not ordering (viewOnlyReason), so the bar
 * and the menu never name different ones, also when only the menu on screen is read-only.
 */
export function tabBarView(
  venue: BarVenue | null,
  hasTab: boolean,
  typeParam: string | null,
  menu?: Pick<Menu, 'read_only'> | null,
): TabBarView {
  if (!venue || venue.accept_orders_without_tab) return HIDDEN;
  const notice = viewOnlyReason(venue, typeParam, menu);
  if (isReadOnlyViewer(venue, typeParam)) return { content: 'none', notice };
  if (hasTab) return { content: 'active', notice };
  return { content: notice ? 'none' : 'noTab', notice };
}
