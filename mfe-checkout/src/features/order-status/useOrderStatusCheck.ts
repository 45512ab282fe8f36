import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { TIMINGS_MS, checkOrderStatusFx, fetchOrderDetailsFx, orderScreenState, type OrderScreenState } from '@tabula/shared';

/** While the venue has not decided, the check repeats at this pace (spec §4: 'keep waiting'). */
export const RECHECK_MS = 5000;

/**
 * Watches one order until the venue decides. The order is fetched once it shows as submitted (the
 * shared store then clears the cart and files the order in the history, spec §4) and once more when
 * decided (the history gets the outcome and the guest's next order starts).
 */
export function useOrderStatusCheck(orderId: string | null): OrderScreenState {
  const [checkStatus, fetchDetails] = useUnit([checkOrderStatusFx, fetchOrderDetailsFx]);
  const [state, setState] = useState<OrderScreenState>('waiting');

  useEffect(() => {
    if (!orderId) return undefined;
    let stopped = false;
    let timer: number | undefined;
    let submittedSeen = false;
    const refresh = () => fetchDetails(orderId).catch((error: unknown) => console.warn('[checkout] order details', error));

    const check = async () => {
      try {
        const report = await checkStatus(orderId);
        const next = orderScreenState(report);
        if (stopped) return;
        setState(next);
        if (next === 'confirmed' || next === 'declined') void refresh();
        else if (report.status === 2 && !submittedSeen) {
          submittedSeen = true;
          void refresh();
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
