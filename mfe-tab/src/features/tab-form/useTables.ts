import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { $tableList, loadTablesFx } from '@tabula/shared';

export interface Tables {
  tables: string[];
  loading: boolean;
  failed: boolean;
}

/**
 * Every table of the venue: the guest is choosing the table of a tab, and spec §7 uses the full list while
 * there is no tab. The list lives in the shared store; only whether this load failed is the page's own.
 */
export function useTables(): Tables {
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
