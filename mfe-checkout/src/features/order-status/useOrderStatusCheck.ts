import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { TIMINGS_MS, checkOrderStatusFx, fetchOrderDetailsFx, orderScreenState, type OrderScreenState } from '@tabula/shared';

/** While the venue has not decided, the check repeats at this pace, for as long as the guest keeps waiting. */
export const RECHECK_MS = 5000;

/**
 * Checks an order until the venue decides, and returns what the last check said ('waiting' before
 * the first); the shared store keeps it too for the placed order. The order is fetched once it shows
 * as submitted (the store files it in the history) and once more when decided (the history
 * gets the outcome). An order already decided is not checked again.
 */
export function useOrderStatusCheck(orderId: string | null, decided: boolean): OrderScreenState {
  const [checkStatus, fetchDetails] = useUnit([checkOrderStatusFx, fetchOrderDetailsFx]);
  const [checked, setChecked] = useState<OrderScreenState>('waiting');

  useEffect(() => {
    if (!orderId || decided) return undefined;
    let stopped = false;
    let timer: number | undefined;
    let submittedSeen = false;
    const refresh = () => fetchDetails(orderId).catch((error: unknown) => console.warn('[checkout] order details', error));

    const check = async () => {
      try {
        const report = await checkStatus(orderId);
        if (stopped) return;
        setChecked(orderScreenState(report));
        const outcome = report.status === 3 || report.status === 4;
        if (outcome) void refresh();
        else if (report.status === 2 && !submittedSeen) {
          submittedSeen = true;
          void refresh();
        }
        if (outcome || report.has_order_expired) return;
      } catch (error) {
        // A failed status check is only logged: the next check may get through.
        console.warn('[checkout] order status check failed', error);
      }
      if (!stopped) timer = window.setTimeout(() => void check(), RECHECK_MS);
    };

    // The first check runs 3 s after the screen opens, giving the venue a moment to see the order.
    timer = window.setTimeout(() => void check(), TIMINGS_MS.orderStatusCheckDelay);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderId, decided, checkStatus, fetchDetails]);

  return checked;
}
