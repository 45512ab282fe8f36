import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { itemPageLeft, itemPageOpened } from './itemPageModel';
import { useOnLeave } from './useOnLeave';

/** Tells the dish screen's model that the screen is shown and when it really goes; the model decides where the guest goes. */
export function useItemPageShown(): void {
  const [opened, left] = useUnit([itemPageOpened, itemPageLeft]);
  const addressed = (useLocation().state as { item_id?: unknown } | null)?.item_id;
  const itemId = typeof addressed === 'number' ? addressed : null;
  useEffect(() => {
    opened(itemId);
  }, [opened, itemId]);
  useOnLeave(left);
}
