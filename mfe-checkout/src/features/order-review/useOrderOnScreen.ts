import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { orderHidden, orderLookedAtAgain, orderShown } from './model';

/**
 * The screen shows the guest their order: it is read afresh from the server now, and again whenever the
 * guest comes back to it (another window or tab may have changed it meanwhile).
 */
export function useOrderOnScreen(): void {
  const [shown, hidden, lookedAgain] = useUnit([orderShown, orderHidden, orderLookedAtAgain]);
  useEffect(() => {
    shown();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') lookedAgain();
    };
    window.addEventListener('focus', lookedAgain);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', lookedAgain);
      document.removeEventListener('visibilitychange', onVisibility);
      hidden();
    };
  }, [shown, hidden, lookedAgain]);
}
