import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import {
  $serviceDialog,
  $serviceSending,
  billConfirmed,
  billOpened,
  callServerConfirmed,
  callServerOpened,
  serviceDialogClosed,
  serviceActionsHidden,
  serviceActionsShown,
  serviceTablePicked,
} from './model';
import type { BillMethod } from './rules';

export type { ServiceDialog } from './model';

/**
 * Call server and Get bill, from the service-requests model: which dialog is open, and the request
 * behind each. A guest with no table yet picks one first. Only one request may be open per order; the API
 * answers 409 to a second one and the guest is told for 10 s.
 */
export function useServiceRequests() {
  const units = useUnit({
    dialog: $serviceDialog,
    sending: $serviceSending,
    openCallServer: callServerOpened,
    openBill: billOpened,
    close: serviceDialogClosed,
    callServer: callServerConfirmed,
    askForBill: billConfirmed,
    tableChosen: serviceTablePicked,
    shown: serviceActionsShown,
    hidden: serviceActionsHidden,
  });
  const { shown, hidden } = units;

  // While the actions are on screen the model shows the notices of their requests (in the menu's snackbar).
  useEffect(() => {
    shown();
    return hidden;
  }, [shown, hidden]);

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
