import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $openTabErrorKey, $openTabPending, openTabLeft, openTabOpened, openTabSubmitted } from './model';

/** The open-tab form's state from the open-tab model, which also takes the guest on to the menu once the tab is open. */
export function useOpenTab() {
  const { pending, errorKey, open, opened, left } = useUnit({
    pending: $openTabPending,
    errorKey: $openTabErrorKey,
    open: openTabSubmitted,
    opened: openTabOpened,
    left: openTabLeft,
  });
  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);
  return { open, pending, errorKey };
}
