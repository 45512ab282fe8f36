import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { $openTabDone, $openTabErrorKey, $openTabPending, openTabLeft, openTabOpened, openTabSubmitted } from './model';

/**
 * The open-tab form's state from the open-tab model; once the tab is open the guest goes on to the menu,
 * which takes the form's place in the history: Back would otherwise show the form again, and a second
 * try there would open another tab while this one stays open.
 */
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
    navigate('/menu', { replace: true });
    left();
  }, [done, left, navigate]);
  return { open, pending, errorKey };
}
