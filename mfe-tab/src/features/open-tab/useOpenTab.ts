import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { $openTabDone, $openTabErrorKey, $openTabPending, openTabLeft, openTabOpened, openTabSubmitted } from './model';

/** The open-tab form's state from the open-tab model; once the tab is open the guest goes on to the menu. */
export function useOpenTab() {
  const navigate = useNavigate();
  const { pending, errorKey, done, open, opened, left } = useUnit({
    pending: $openTabPending,
    errorKey: $openTabErrorKey,
    done: $openTabDone,
    open: openTabSubmitted,
    opened: openTabOpened,
    left: openTabLeft,
  });
  useEffect(() => {
    opened();
  }, [opened]);
  useEffect(() => {
    if (!done) return;
    navigate('/menu');
    left();
  }, [done, left, navigate]);
  return { open, pending, errorKey };
}
