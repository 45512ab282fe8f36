import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { $tableList, loadTablesFx } from '../../model/menu';

export interface VenueTables {
  tables: string[];
  loading: boolean;
  failed: boolean;
}

/**
 * Every table of the venue, for a guest choosing the table of a new tab: without a tab the guest may pick
 * any table, not only the venue's own list. The list lives in the store; only whether this load failed is the page's own.
 */
export function useVenueTables(): VenueTables {
  const [tables, loadTables, loading] = useUnit([$tableList, loadTablesFx, loadTablesFx.pending]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    loadTables({ allTables: true }).then(
      () => active && setFailed(false),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [loadTables]);
  return { tables, loading, failed };
}
