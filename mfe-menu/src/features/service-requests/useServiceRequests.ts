import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { NO_UNPAID_ORDERS_NOTICE_MS, REQUEST_ERROR_NOTICE_MS } from '../notices';
import {
  $serviceDialog,
  $serviceNotice,
  $serviceSending,
  billConfirmed,
  billOpened,
  callServerConfirmed,
  callServerOpened,
  serviceDialogClosed,
  serviceNoticeShown,
  serviceTablePicked,
} from './model';
import { serviceRequestError, type BillMethod } from './rules';

export type { ServiceDialog } from './model';

/**
 * Call server and Get bill, from the service-requests model: which dialog is open, and the request
 * behind each. A guest with no table yet picks one first. Only one request may be open per order; the API
 * answers 409 to a second one and the guest is told for 10 s.
 */
export function useServiceRequests(showNotice: (message: string, durationMs: number) => void) {
  const { t } = useTranslation();
  const units = useUnit({
    dialog: $serviceDialog,
    sending: $serviceSending,
    notice: $serviceNotice,
    openCallServer: callServerOpened,
    openBill: billOpened,
    close: serviceDialogClosed,
    callServer: callServerConfirmed,
    askForBill: billConfirmed,
    tableChosen: serviceTablePicked,
    noticeShown: serviceNoticeShown,
  });
  const { notice, noticeShown } = units;

  useEffect(() => {
    if (!notice) return;
    if (notice.kind === 'requestFailed') showNotice(serviceRequestError(notice.status, t), REQUEST_ERROR_NOTICE_MS);
    else showNotice(t('errors.noUnpaidOrders'), NO_UNPAID_ORDERS_NOTICE_MS);
    noticeShown();
  }, [notice, noticeShown, showNotice, t]);

  return {
    dialog: units.dialog,
    sending: units.sending,
    openCallServer: () => units.openCallServer(),
    openBill: () => units.openBill(Date.now()),
    close: () => units.close(),
    callServer: () => units.callServer(),
    askForBill: (method: BillMethod) => units.askForBill({ method }),
    tableChosen: units.tableChosen,
  };
}
