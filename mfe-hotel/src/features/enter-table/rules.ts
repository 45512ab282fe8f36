import type { VenueSlim } from '@tabula/shared';

type TargetVenue = Pick<VenueSlim, 'domain' | 'read_only_menu' | 'accept_orders_without_tab'>;

const origin = (domain: string) => (/^https?:\/\//i.test(domain) ? domain : `https://${domain}`).replace(/\/+$/, '');

/**
 * /enter-table/:slug continues on the venue's own site with the table: opening a tab there, or straight to the
 * menu where orders need no tab; a read-only menu is only viewed.
 */
export function enterTableHref(venue: TargetVenue, table: string): string {
  const base = origin(venue.domain);
  if (venue.read_only_menu) return `${base}/menu?type=view`;
  const query = new URLSearchParams(venue.accept_orders_without_tab ? { table_number: table } : { table }).toString();
  return venue.accept_orders_without_tab ? `${base}/menu?${query}` : `${base}/open-tab?${query}`;
}
