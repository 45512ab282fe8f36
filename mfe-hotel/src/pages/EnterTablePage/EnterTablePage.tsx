import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { TableLinkForm, useVenueByUuid, VenueLogo } from '../../features/enter-table';
import { PageLayout } from '../../features/layout';

function EnterTable({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const state = useVenueByUuid(uuid);
  if (state.status === 'loading') {
    return (
      <Center mih="60vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  // A code that names no venue still leaves the guest a way on: this site's own start page.
  if (state.status === 'not-found') {
    return (
      <Stack align="center" ta="center">
        <Title order={1}>{t('notFound.venue')}</Title>
        <Text>{t('enterTable.notFoundHint')}</Text>
        <Button component={Link} to="/">
          {t('enterTable.home')}
        </Button>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Stack align="center">
        <Text role="alert">{t('errors.generic')}</Text>
        <Button onClick={state.retry}>{t('common.retry')}</Button>
      </Stack>
    );
  }
  const { venue, tables, tablesFailed } = state;
  return (
    <Stack>
      <VenueLogo src={venue.logo} name={venue.name} />
      <Title order={1} ta="center">
        {venue.name}
      </Title>
      <TableLinkForm venue={venue} tables={tables} tablesFailed={tablesFailed} />
    </Stack>
  );
}

/** /enter-table/:slug: a table QR code names the venue by uuid; the guest picks the table. */
export default function EnterTablePage() {
  const { slug = '' } = useParams();
  return (
    <PageLayout>
      <EnterTable key={slug} uuid={slug} />
    </PageLayout>
  );
}
