import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $readOnlyViewer, orderingScreenLeft, orderingScreenOpened } from './model';

/**
 * Read-only viewers cannot order, so the model sends them from ordering screens to the menu; true
 * while that is under way, for the screen to show nothing meanwhile.
 */
export function useReadOnlyGate(): boolean {
  const [readOnly, opened, left] = useUnit([$readOnlyViewer, orderingScreenOpened, orderingScreenLeft]);
  useEffect(() => {
    opened();
    return left;
  }, [left, opened]);
  return readOnly;
}
