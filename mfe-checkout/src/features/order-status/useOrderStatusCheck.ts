import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import type { OrderScreenState } from './screenState';
import { $checkedOpen, $statusChecked, orderFollowed, orderUnfollowed } from './model';

export interface OrderCheck {
  /** What the last check said ('waiting' before the first). */
  state: OrderScreenState;
  /** The last check found the order still open, not sent to the venue; null before the first. */
  open: boolean | null;
}

/** Checks an order until the venue decides. An order already decided is not checked again. */
export function useOrderStatusCheck(orderId: string | null, decided: boolean): OrderCheck {
  const [state, open, follow, unfollow] = useUnit([$statusChecked, $checkedOpen, orderFollowed, orderUnfollowed]);
  useEffect(() => {
    if (!orderId || decided) return undefined;
    follow(orderId);
    return unfollow;
  }, [orderId, decided, follow, unfollow]);
  return { state, open };
}
