import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { $joinTabErrorKey, $joinTabPending, $tabJoined, joinTabEdited, joinTabLeft, joinTabOpened, joinTabSubmitted } from './model';

/**
 * The join form's state from the join-tab model; a joined guest goes on to the menu, which takes the
 * form's place in the history, so Back does not show the form of a tab already joined.
 */
export function useJoinTab() {
  const navigate = useNavigate();
  const { pending, errorKey, joined, join, clearError, opened, left } = useUnit({
    pending: $joinTabPending,
    errorKey: $joinTabErrorKey,
    joined: $tabJoined,
    join: joinTabSubmitted,
    clearError: joinTabEdited,
    opened: joinTabOpened,
    left: joinTabLeft,
  });
  useEffect(() => {
    opened();
  }, [opened]);
  useEffect(() => {
    if (!joined) return;
    navigate('/menu', { replace: true });
    left();
  }, [joined, left, navigate]);
  return { join, pending, errorKey, clearError };
}
