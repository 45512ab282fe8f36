import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { $joinTabErrorKey, $joinTabPending, $tabJoined, joinTabEdited, joinTabLeft, joinTabOpened, joinTabSubmitted } from './model';

/** The join form's state from the join-tab model; a joined guest goes on to the menu. */
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
    navigate('/menu');
    left();
  }, [joined, left, navigate]);
  return { join, pending, errorKey, clearError };
}
