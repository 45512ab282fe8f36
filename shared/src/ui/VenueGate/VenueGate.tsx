import type { ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { FIRST_PAINT_HOLD } from '../../contracts';
import type { Venue } from '../../entities';
import { $language } from '../../model/i18n';
import { $venue, $venueStatus, loadVenueFx } from '../../model/venue';

export interface VenueGateProps {
  children: (venue: Venue) => ReactNode;
}

/** Pages need the venue; until it is there the guest sees why: loading, unknown venue, or a failure to retry. */
export function VenueGate({ children }: VenueGateProps) {
  const { t } = useTranslation();
  const [venue, status, language, reload] = useUnit([$venue, $venueStatus, $language, loadVenueFx]);
  if (venue) return <>{children(venue)}</>;
  if (status === 'not-found') {
    return (
      <Center mih="60vh">
        <Title order={1}>{t('notFound.venue')}</Title>
      </Center>
    );
  }
  if (status === 'error') {
    return (
      <Center mih="60vh">
        <Stack align="center">
          <Text role="alert">{t('errors.generic')}</Text>
          {/* The failure is already on screen; a second one keeps this same screen. */}
          <Button onClick={() => reload(language).catch(() => undefined)}>{t('common.retry')}</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center mih="60vh" {...{ [FIRST_PAINT_HOLD]: '' }}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
