import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { itemFormLeft, itemFormOpened } from './model';

/** Tells the dish screen's model that it is shown; the model leaves it once the dish is saved. */
export function useLeaveWhenSaved() {
  const [opened, left] = useUnit([itemFormOpened, itemFormLeft]);
  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);
}
