import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RemoteName } from './contracts';
import { FailureScreen } from '../screens/FailureScreen';
import { remoteLabelKey } from './remoteLabels';

interface RemoteFailureProps {
  remote: RemoteName;
  onRetry: () => void;
}

/** Shown in the shell's frame in place of a page whose remote could not be loaded or crashed. */
export function RemoteFailure({ remote, onRetry }: RemoteFailureProps) {
  const { t } = useTranslation();
  return (
    <FailureScreen title={t('shell.remoteFailed.title')}>
      <Text size="sm">{t('shell.remoteFailed.body', { part: t(remoteLabelKey[remote]) })}</Text>
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
