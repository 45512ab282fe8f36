import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { originRecorded, type Venue } from '@tabula/shared';
import { welcomeActions } from './steps';
import { text } from '../layout';
import { VenueHeading } from './VenueHeading';

interface WelcomePageProps {
  venue: Venue;
  /** The table the link named, carried to the next screen. */
  table: string | null;
  linkFailed: boolean;
}

/** The venue welcome page: open or join a tab, order and pay now, or only look at the menu. */
export function WelcomePage({ venue, table, linkFailed }: WelcomePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recordOrigin = useUnit(originRecorded);
  const actions = welcomeActions(venue);
  const tableQuery = table ? `?${new URLSearchParams({ table }).toString()}` : '';

  // A stale 'menu' origin would send the forms' Cancel to the menu rather than back here.
  const toTabForm = (path: '/open-tab' | '/join-tab') => {
    recordOrigin(null);
    navigate(`${path}${tableQuery}`);
  };
  const toMenu = () => navigate('/menu');

  return (
    <Stack>
      <VenueHeading venue={venue} title={t('landing.welcome')} titleClassName={text.sentence} />
      <Title order={2} size="h3" ta="center">
        {venue.name}
      </Title>
      {linkFailed ? (
        <Alert role="alert" color="red" variant="light">
          {t('landing.linkFailed')}
        </Alert>
      ) : null}
      {actions.tabs ? (
        <Text ta="center" className={text.sentence}>
          {t('landing.subtitle')}
        </Text>
      ) : null}
      {actions.payNow ? <Text ta="center">{t('landing.cardHint')}</Text> : null}
      {!venue.is_currently_accepting_orders ? (
        <Text ta="center" fw={600} role="status">
          {t('errors.notAcceptingOrders')}
        </Text>
      ) : null}
      {venue.read_only_menu && venue.read_only_text ? <Text ta="center">{venue.read_only_text}</Text> : null}
      {actions.tabs ? (
        <>
          <Button onClick={() => toTabForm('/open-tab')}>{t('landing.openTab')}</Button>
          <Button variant="default" onClick={() => toTabForm('/join-tab')}>
            {t('landing.joinTab')}
          </Button>
        </>
      ) : null}
      {actions.order ? <Button onClick={toMenu}>{t('landing.viewAndOrder')}</Button> : null}
      {actions.payNow ? (
        <Button variant="default" onClick={toMenu}>
          {t('landing.orderAndPay')}
        </Button>
      ) : null}
      {actions.viewOnly ? <Button onClick={() => navigate('/menu/?type=view')}>{t('landing.justView')}</Button> : null}
    </Stack>
  );
}
