import { useCallback, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $orderHistory,
  $orderId,
  $tableNumber,
  failureStatus,
  hasUnpaidRecentOrder,
  requestServiceFx,
  type ServiceRequest,
} from '@tabula/shared';
import { NO_UNPAID_ORDERS_NOTICE_MS, REQUEST_ERROR_NOTICE_MS } from '../notices';
import { useEnsureOrderId } from '../ordering-mode';
import { billOrderId, serviceRequestError, type BillMethod } from './rules';

export type ServiceDialog = 'callServer' | 'bill' | 'serverComing' | null;

/**
 * Call server and Get bill: which dialog is open, and the request behind each. Only one request may
 * be open per order; the API answers 409 to a second one and the guest is told for 10 s.
 */
export function useServiceRequests(showNotice: (message: string, durationMs: number) => void) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<ServiceDialog>(null);
  const [history, orderId, table, sending, send] = useUnit([
    $orderHistory,
    $orderId,
    $tableNumber,
    requestServiceFx.pending,
    requestServiceFx,
  ]);
  const ensureOrderId = useEnsureOrderId();

  const request = useCallback(
    async (target: Promise<string | null>, body: ServiceRequest) => {
      try {
        const id = await target;
        if (!id) throw new Error('No order to ask for');
        await send({ orderId: id, ...body, ...(table ? { table_number: table } : {}) });
        setDialog('serverComing');
      } catch (error) {
        setDialog(null);
        showNotice(serviceRequestError(failureStatus(error), t), REQUEST_ERROR_NOTICE_MS);
      }
    },
    [send, table, showNotice, t],
  );

  const openBill = useCallback(() => {
    if (hasUnpaidRecentOrder(history, Date.now())) setDialog('bill');
    else showNotice(t('errors.noUnpaidOrders'), NO_UNPAID_ORDERS_NOTICE_MS);
  }, [history, showNotice, t]);

  return {
    dialog,
    sending,
    openCallServer: useCallback(() => setDialog('callServer'), []),
    openBill,
    close: useCallback(() => setDialog(null), []),
    callServer: () => request(ensureOrderId(), { request_type: 1 }),
    askForBill: (method: BillMethod) =>
      request(Promise.resolve(billOrderId(history, orderId, Date.now())), { request_type: 0, payment_method: method }),
  };
}
