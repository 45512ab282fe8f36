import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $joinTabErrorKey, $joinTabPending, joinTabEdited, joinTabLeft, joinTabOpened, joinTabSubmitted } from './model';

/** The join form's state from the join-tab model, which also takes a joined guest on to the menu. */
export function useJoinTab() {
  const { pending, errorKey, join, clearError, opened, left } = useUnit({
    pending: $joinTabPending,
    errorKey: $joinTabErrorKey,
    join: joinTabSubmitted,
    clearError: joinTabEdited,
    opened: joinTabOpened,
    left: joinTabLeft,
  });
  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);
  return { join, pending, errorKey, clearError };
}
