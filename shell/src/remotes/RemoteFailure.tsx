import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RemoteName } from '@tabula/shared';
import { remoteLabelKey } from './remoteLabels';

interface RemoteFailureProps {
  remote: RemoteName;
  onRetry: () => void;
}

/** Shown in the shell's frame in place of a page whose remote could not be loaded or crashed. */
export function RemoteFailure({ remote, onRetry }: RemoteFailureProps) {
  const { t } = useTranslation();
  return (
    <Container size={530} py="xl">
      <Alert role="alert" color="red" variant="light" title={t('shell.remoteFailed.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('shell.remoteFailed.body', { part: t(remoteLabelKey[remote]) })}</Text>
          <Button onClick={onRetry} variant="filled" color="red">
            {t('shell.remoteFailed.retry')}
          </Button>
          <Button component={Link} to="/" variant="subtle">
            {t('shell.remoteFailed.home')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
