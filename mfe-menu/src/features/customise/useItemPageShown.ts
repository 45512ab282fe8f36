import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { itemPageLeft, itemPageOpened } from './itemPageModel';
import { useOnLeave } from './useOnLeave';

/** Tells the dish screen's model that the screen is shown and when it really goes; the model decides where the guest goes. */
export function useItemPageShown(): void {
  const [opened, left] = useUnit([itemPageOpened, itemPageLeft]);
  useEffect(() => {
    opened();
  }, [opened]);
  useOnLeave(left);
}
