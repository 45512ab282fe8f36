import { useEffect } from 'react';
import { Divider, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { VenueGate } from '@tabula/shared';
import { EmailLinkForm, LoginForm, loginLeft, loginOpened } from '../../features/guest-login';
import { PageLayout } from '../../features/layout';

/** /login: a hotel guest names surname, room and check-out, or asks for the session link by e-mail. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [opened, left] = useUnit([loginOpened, loginLeft]);
  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);
  const [query] = useSearchParams();
  const table = query.get('table_number')?.trim() || null;

  return (
    <PageLayout>
      <VenueGate>
        {(venue) => (
          <Stack>
            <Title order={1}>{t('login.title')}</Title>
            <Text>{t('login.subtitle')}</Text>
            <LoginForm venue={venue} table={table} />
            <Divider my="sm" />
            <EmailLinkForm />
          </Stack>
        )}
      </VenueGate>
    </PageLayout>
  );
}
