import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { itemPageLeft, itemPageOpened } from './itemPageModel';
import { addressedItemId } from './rules';
import { useOnLeave } from './useOnLeave';

/** Tells the dish screen's model that the screen is shown and when it really goes; the model decides where the guest goes. */
export function useItemPageShown(): void {
  const [opened, left] = useUnit([itemPageOpened, itemPageLeft]);
  const { state, search } = useLocation();
  const itemId = addressedItemId(state, search);
  useEffect(() => {
    opened(itemId);
  }, [opened, itemId]);
  useOnLeave(left);
}
