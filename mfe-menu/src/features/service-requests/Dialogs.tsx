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
  return (
    <>
      <CallServerDialog
        opened={service.dialog === 'callServer'}
        sending={service.sending}
        onClose={service.close}
        onConfirm={service.callServer}
      />
      <TablePickerDialog opened={service.dialog === 'tablePicker'} onClose={service.close} onContinue={service.tableChosen} />
      <ServerComingDialog opened={service.dialog === 'serverComing'} onClose={service.close} />
    </>
  );
}
