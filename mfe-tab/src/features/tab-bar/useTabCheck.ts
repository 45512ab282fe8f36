import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { tabBarLeft, tabBarShown } from './checkModel';

/** While the bar is shown, its model asks the API whether the guest's tab still stands (see checkModel). */
export function useTabCheck(): void {
  const [shown, left] = useUnit([tabBarShown, tabBarLeft]);
  useEffect(() => {
    shown();
    return left;
  }, [left, shown]);
}
