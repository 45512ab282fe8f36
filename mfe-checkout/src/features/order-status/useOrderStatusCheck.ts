import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import type { OrderScreenState } from './screenState';
import { $statusChecked, orderFollowed, orderUnfollowed } from './model';

/**
 * Checks an order until the venue decides, and returns what the last check said ('waiting' before
 * the first). An order already decided is not checked again.
 */
export function useOrderStatusCheck(orderId: string | null, decided: boolean): OrderScreenState {
  const [checked, follow, unfollow] = useUnit([$statusChecked, orderFollowed, orderUnfollowed]);
  useEffect(() => {
    if (!orderId || decided) return undefined;
    follow(orderId);
    return unfollow;
  }, [orderId, decided, follow, unfollow]);
  return checked;
}
