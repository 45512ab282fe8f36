import { Alert, Button, Container, MantineProvider } from '@mantine/core';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createVenueTheme, i18n, readableCssVariables } from '@tabula/shared';

function Message() {
  const { t } = useTranslation();
  return (
    <Container size={530} py="xl">
      <Alert role="alert" color="red" title={t('shell.registryFailed.title')}>
        <Button mt="sm" color="red" onClick={() => window.location.reload()}>
          {t('shell.remoteFailed.retry')}
        </Button>
      </Alert>
    </Container>
  );
}

/** Without the registry no remote can be found; say so rather than show a blank page. */
export function RegistryFailure() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={createVenueTheme()} cssVariablesResolver={readableCssVariables}>
        <Message />
      </MantineProvider>
    </I18nextProvider>
  );
}
