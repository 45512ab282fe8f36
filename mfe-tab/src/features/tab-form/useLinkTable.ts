import { useVenueTables } from '@tabula/shared';
import { linkTable, type LinkTable } from './rules';

/**
 * Whether the table a link names is kept fixed, or is not one of the venue's (see linkTable). The venue's
 * tables count once there are any and their load has not failed: a reload of the list (the picker loads it
 * when it shows) does not lock the table again.
 */
export function useLinkTable(named: string | null): LinkTable {
  const { tables, failed } = useVenueTables();
  return linkTable(named, tables, !failed);
}
