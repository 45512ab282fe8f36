import { BillDialog } from './BillDialog';
import { CallServerDialog } from './CallServerDialog';
import type { ServiceDialogsProps } from './ServiceDialogs';
import { ServerComingDialog } from './ServerComingDialog';
import { TablePickerDialog } from './TablePickerDialog';

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
