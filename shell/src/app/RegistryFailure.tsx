import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '@tabula/shared';
import { FailureScreen } from '../screens/FailureScreen';

function Message() {
  const { t } = useTranslation();
  return (
    <FailureScreen title={t('shell.registryFailed.title')}>
      <Button color="red.9" onClick={() => window.location.reload()}>
        {t('shell.remoteFailed.retry')}
      </Button>
    </FailureScreen>
  );
}

/** Without the registry no remote can be found; say so rather than show a blank page. */
export function RegistryFailure() {
  return (
    <AppProviders>
      <Message />
    </AppProviders>
  );
}
