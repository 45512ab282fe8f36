import { useDeferredValue } from 'react';
import { CallServerDialog } from './CallServerDialog';
import { ServerComingDialog } from './ServerComingDialog';
import { TablePickerDialog } from './TablePickerDialog';
import type { useServiceRequests } from './useServiceRequests';

/** The service requests' state and actions. */
export interface ServiceDialogsProps {
  service: ReturnType<typeof useServiceRequests>;
}

/** The service requests' dialogs, at most one open: ServiceDialogs loads this module when the first one opens. */
export default function Dialogs({ service }: ServiceDialogsProps) {
  // This module arrives when the guest first opens a dialog. Mantine notes the control to give focus back
  // to when a dialog's `opened` turns true, which it never sees in a dialog mounted open: each is mounted
  // closed first (a deferred value starts at its initial value and catches up in the next render), so
  // closing the first one returns focus to Call server, not <body>.
  const dialog = useDeferredValue(service.dialog, null);
  return (
    <>
      <CallServerDialog opened={dialog === 'callServer'} sending={service.sending} onClose={service.close} onConfirm={service.callServer} />
      <TablePickerDialog opened={dialog === 'tablePicker'} onClose={service.close} onContinue={service.tableChosen} />
      <ServerComingDialog opened={dialog === 'serverComing'} onClose={service.close} />
    </>
  );
}
