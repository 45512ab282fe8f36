import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RemoteName } from './contracts';
import { FailureScreen } from '../screens/FailureScreen';
import { remoteLabelKey } from './remoteLabels';

interface RemoteFailureProps {
  remote: RemoteName;
  onRetry: () => void;
  /** How it failed: its code did not load (the connection may be at fault), or its page threw while opening (it is not). */
  failed?: 'load' | 'render';
}

/** Shown in the shell's frame in place of a page whose remote could not be loaded or crashed. */
export function RemoteFailure({ remote, onRetry, failed = 'load' }: RemoteFailureProps) {
  const { t } = useTranslation();
  const part = t(remoteLabelKey(remote));
  return (
    <FailureScreen title={failed === 'render' ? t('shell.remoteFailed.renderTitle') : t('shell.remoteFailed.title')}>
      <Text size="sm">{failed === 'render' ? t('shell.remoteFailed.renderBody', { part }) : t('shell.remoteFailed.body', { part })}</Text>
      {/* red.9: white on Mantine's default red is 3.3:1, under the 4.5:1 small text needs. */}
      <Button onClick={onRetry} variant="filled" color="red.9">
        {t('shell.remoteFailed.retry')}
      </Button>
      <Button component={Link} to="/" variant="subtle">
        {t('shell.remoteFailed.home')}
      </Button>
    </FailureScreen>
  );
}
