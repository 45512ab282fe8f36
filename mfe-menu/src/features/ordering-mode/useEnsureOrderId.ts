import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { $orderId, $venueUuid, createOrderFx } from '@tabula/shared';

/**
 * The current order id, creating the order first when the guest has none yet (the store creates one
 * on venue load, but that call may have failed or not finished). Rejects when no order can be had.
 */
export function useEnsureOrderId() {
  const [orderId, venueUuid, createOrder] = useUnit([$orderId, $venueUuid, createOrderFx]);
  return useCallback(async (): Promise<string> => {
    if (orderId) return orderId;
    if (!venueUuid) throw new Error('The venue is not loaded');
    const created = await createOrder({ venueUuid });
    return created.order_uuid;
  }, [orderId, venueUuid, createOrder]);
}
