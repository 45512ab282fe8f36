import { useCallback, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $orderHistory,
  $orderId,
  $tableNumber,
  failureStatus,
  requestServiceFx,
  tableNumberChosen,
  type ServiceRequest,
} from '@tabula/shared';
import { NO_UNPAID_ORDERS_NOTICE_MS, REQUEST_ERROR_NOTICE_MS } from '../notices';
import { useEnsureOrderId } from '../ordering-mode';
import { billOrderId, hasUnpaidRecentOrder, serviceRequestError, type BillMethod } from './rules';

export type ServiceDialog = 'callServer' | 'bill' | 'tablePicker' | 'serverComing' | null;

type OrderTarget = () => Promise<string | null>;

/**
 * Call server and Get bill: which dialog is open, and the request behind each. A guest with no table
 * yet picks one first. Only one request may be open per order; the API answers 409 to a second one
 * and the guest is told for 10 s.
 */
export function useServiceRequests(showNotice: (message: string, durationMs: number) => void) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<ServiceDialog>(null);
  const [history, orderId, table, sending, send, chooseTable] = useUnit([
    $orderHistory,
    $orderId,
    $tableNumber,
    requestServiceFx.pending,
    requestServiceFx,
    tableNumberChosen,
  ]);
  const ensureOrderId = useEnsureOrderId();
  /** The request waiting for the table picker's answer. */
  const waiting = useRef<((tableNumber: string) => Promise<void>) | null>(null);

  const sendRequest = useCallback(
    async (target: OrderTarget, body: ServiceRequest, tableNumber: string) => {
      try {
        const id = await target();
        if (!id) throw new Error('No order to ask for');
        await send({ orderId: id, ...body, table_number: tableNumber });
        setDialog('serverComing');
      } catch (error) {
        setDialog(null);
        showNotice(serviceRequestError(failureStatus(error), t), REQUEST_ERROR_NOTICE_MS);
      }
    },
    [send, showNotice, t],
  );

  const request = useCallback(
    async (target: OrderTarget, body: ServiceRequest) => {
      if (table) {
        await sendRequest(target, body, table);
        return;
      }
      waiting.current = (chosen) => sendRequest(target, body, chosen);
      setDialog('tablePicker');
    },
    [table, sendRequest],
  );

  const tableChosen = useCallback(
    async (chosen: string) => {
      chooseTable(chosen);
      const next = waiting.current;
      waiting.current = null;
      if (next) await next(chosen);
    },
    [chooseTable],
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
    callServer: () => request(ensureOrderId, { request_type: 1 }),
    askForBill: (method: BillMethod) =>
      request(async () => billOrderId(history, orderId, Date.now()), { request_type: 0, payment_method: method }),
    tableChosen,
  };
}
