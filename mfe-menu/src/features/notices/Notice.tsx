import { Notification } from '@mantine/core';
import { MAX_CONTENT_WIDTH } from '@tabula/shared';
import * as classes from './Notice.module.css';

interface NoticeProps {
  message: string | null;
  onClose: () => void;
  closeLabel: string;
}

/** The snackbar: above the checkout bar, announced to screen readers, closable early. */
export function Notice({ message, onClose, closeLabel }: NoticeProps) {
  // The live region stays mounted so that screen readers announce each new message.
  return (
    <div className={classes.region} style={{ maxWidth: MAX_CONTENT_WIDTH }} role="status" aria-live="polite">
      {message ? (
        <Notification className={classes.notice} withBorder onClose={onClose} closeButtonProps={{ 'aria-label': closeLabel }}>
          {message}
        </Notification>
      ) : null}
    </div>
  );
}
