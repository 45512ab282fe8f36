import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $historyRefresh, historyLeft, historyOpened } from './model';

/**
 * Refreshes the stored history from the API once per visit (statuses change after the guest saw
 * them), the last placed order included. `failed` lets the screen say the list may be out of date.
 */
export function useOrderHistoryRefresh(): { loading: boolean; failed: boolean } {
  const [refresh, opened, left] = useUnit([$historyRefresh, historyOpened, historyLeft]);
  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);
  return { loading: refresh === 'loading', failed: refresh === 'failed' };
}
