import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { TIMINGS_MS, checkOrderStatusFx, fetchOrderDetailsFx, orderScreenState, type OrderScreenState } from '@tabula/shared';

/** While the venue has not decided, the check repeats at this pace (spec §4: 'keep waiting'). */
export const RECHECK_MS = 5000;

/**
 * Watches one order until the venue decides. A decided order is fetched once more, so the shared
 * store files it in the history and starts the guest's next order.
 */
export function useOrderStatusCheck(orderId: string | null): OrderScreenState {
  const [checkStatus, fetchDetails] = useUnit([checkOrderStatusFx, fetchOrderDetailsFx]);
  const [state, setState] = useState<OrderScreenState>('waiting');

  useEffect(() => {
    if (!orderId) return undefined;
    let stopped = false;
    let timer: number | undefined;

    const check = async () => {
      try {
        const next = orderScreenState(await checkStatus(orderId));
        if (stopped) return;
        setState(next);
        if (next === 'confirmed' || next === 'declined') {
          fetchDetails(orderId).catch((error: unknown) => console.warn('[checkout] order details after decision', error));
        }
        if (next !== 'waiting') return;
      } catch (error) {
        // Spec §8: status poll errors are only logged; the next check may get through.
        console.warn('[checkout] order status check failed', error);
      }
      if (!stopped) timer = window.setTimeout(() => void check(), RECHECK_MS);
    };

    // Spec §4: the first check runs 3 s after the screen opens.
    timer = window.setTimeout(() => void check(), TIMINGS_MS.orderStatusCheckDelay);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderId, checkStatus, fetchDetails]);

  return state;
}
