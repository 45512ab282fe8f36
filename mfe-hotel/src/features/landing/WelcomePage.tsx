import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Venue } from '@tabula/shared';
import { orderChosen, tabFormChosen, viewOnlyChosen } from './choiceModel';
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
  const [chooseTabForm, chooseOrder, viewOnly] = useUnit([tabFormChosen, orderChosen, viewOnlyChosen]);
  const actions = welcomeActions(venue);

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
          <Button onClick={() => chooseTabForm({ form: '/open-tab', table })}>{t('landing.openTab')}</Button>
          <Button variant="default" onClick={() => chooseTabForm({ form: '/join-tab', table })}>
            {t('landing.joinTab')}
          </Button>
        </>
      ) : null}
      {actions.order ? <Button onClick={() => chooseOrder()}>{t('landing.viewAndOrder')}</Button> : null}
      {actions.payNow ? (
        <Button variant="default" onClick={() => chooseOrder()}>
          {t('landing.orderAndPay')}
        </Button>
      ) : null}
      {actions.viewOnly ? <Button onClick={() => viewOnly()}>{t('landing.justView')}</Button> : null}
    </Stack>
  );
}
