import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { $tableList, loadTablesFx } from '@tabula/shared';

export interface VenueTables {
  tables: string[];
  loading: boolean;
  failed: boolean;
}

/** Every table of the venue, into the shared store: the guest has no tab yet (spec §7 list-all). */
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
