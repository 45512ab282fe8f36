import { BillDialog } from './BillDialog';
import { CallServerDialog } from './CallServerDialog';
import type { BillMethod } from './rules';
import { ServerComingDialog } from './ServerComingDialog';
import { TablePickerDialog } from './TablePickerDialog';
import type { useServiceRequests } from './useServiceRequests';

/** The service requests' state and actions, and the ways to pay the bill the venue offers. */
export interface ServiceDialogsProps {
  service: ReturnType<typeof useServiceRequests>;
  choices: readonly BillMethod[];
}

/** The service requests' dialogs, at most one open: ServiceDialogs loads this module when the first one opens. */
export default function Dialogs({ service, choices }: ServiceDialogsProps) {
  return (
    <>
      <CallServerDialog
        opened={service.dialog === 'callServer'}
        sending={service.sending}
        onClose={service.close}
        onConfirm={service.callServer}
      />
      <BillDialog
        opened={service.dialog === 'bill'}
        sending={service.sending}
        choices={choices}
        onClose={service.close}
        onConfirm={service.askForBill}
      />
      <TablePickerDialog opened={service.dialog === 'tablePicker'} onClose={service.close} onContinue={service.tableChosen} />
      <ServerComingDialog opened={service.dialog === 'serverComing'} onClose={service.close} />
    </>
  );
}
