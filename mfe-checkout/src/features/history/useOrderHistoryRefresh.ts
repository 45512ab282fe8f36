import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { $orderHistory, $orderId, $placedOrder, fetchOrderDetailsFx, loadOrderHistoryFx } from '@tabula/shared';

/**
 * Refreshes the stored history from the API once per visit (statuses change after the guest saw
 * them), the last placed order included. The current order is fetched first: once submitted (paid
 * by card just now, say) it belongs in the history, which the store files when the order is fetched.
 * `failed` lets the screen say the list may be out of date.
 */
export function useOrderHistoryRefresh(): { loading: boolean; failed: boolean } {
  const [orderId, placed, history, fetchDetails, loadHistory] = useUnit([
    $orderId,
    $placedOrder,
    $orderHistory,
    fetchOrderDetailsFx,
    loadOrderHistoryFx,
  ]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const atOpening = useRef({ orderId, uuids: [...history.map((order) => order.order_uuid), ...(placed ? [placed.order_uuid] : [])] });

  useEffect(() => {
    let active = true;
    const { orderId: currentOrderId, uuids: known } = atOpening.current;
    const refresh = async () => {
      if (currentOrderId) await fetchDetails(currentOrderId).catch(() => undefined);
      const uuids = [...new Set([...known, ...(currentOrderId ? [currentOrderId] : [])])];
      try {
        if (uuids.length > 0) await loadHistory(uuids);
      } catch {
        if (active) setFailed(true);
      } finally {
        if (active) setLoading(false);
      }
    };
    void refresh();
    return () => {
      active = false;
    };
  }, [fetchDetails, loadHistory]);

  return { loading, failed };
}
