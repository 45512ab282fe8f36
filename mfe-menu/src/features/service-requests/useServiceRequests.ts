import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import {
  $serviceDialog,
  $serviceSending,
  billOpened,
  callServerConfirmed,
  callServerOpened,
  serviceDialogClosed,
  serviceActionsHidden,
  serviceActionsShown,
  serviceTablePicked,
} from './model';

export type { ServiceDialog } from './model';

/**
 * Call server and Get bill, from the service-requests model: which dialog is open and the request behind
 * it (Get bill opens the bill screen). A guest with no table yet picks one first. Only one request may be open per order; the API
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
    openBill: () => units.openBill(),
    close: () => units.close(),
    callServer: () => units.callServer(),
    tableChosen: units.tableChosen,
  };
}
