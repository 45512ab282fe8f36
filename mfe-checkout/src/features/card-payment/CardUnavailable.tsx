import { Alert, Button, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $hasTab, $sessionId, type Venue } from '@tabula/shared';
import { paymentOptions, roomChargeAvailable, roomChargeNeedsLogin } from '../payment-method';
import { otherWayToPayChosen, tabInsteadChosen } from './elsewhereModel';

interface CardUnavailableProps {
  venue: Venue;
  /** The table the cart chose, for a tab opened from here. */
  table: string | null;
}

/**
 * Card payment cannot be had right now (Stripe.js did not load, or no key is configured). The guest is
 * told so and offered the venue's other ways to pay; the cart, its note and tip are all still there.
 */
export function CardUnavailable({ venue, table }: CardUnavailableProps) {
  const { t } = useTranslation();
  const [hasTab, sessionId, payOtherWay, openTab] = useUnit([$hasTab, $sessionId, otherWayToPayChosen, tabInsteadChosen]);
  const others = paymentOptions(venue, hasTab).filter((option) => option.method !== 'card' && option.method !== 'room_charge');
  // Cash is only taken on a tab here: a tab lets the guest pay at the end.
  const tabOffered = others.length === 0 && !hasTab && !venue.accept_orders_without_tab && venue.accept_cash;
  // 'Charge my room', or the hotel guest login that leads to it, has its own place on the screen, under this notice.
  const roomCharge = roomChargeNeedsLogin(venue, sessionId) || roomChargeAvailable(venue, hasTab);
  const anyOther = others.length > 0 || tabOffered || roomCharge;

  return (
    <Alert color="orange" variant="light" role="alert">
      <Stack gap="xs">
        <Text fw={700} c="gray.9">
          {t('checkout.unavailable')}
        </Text>
        <Text size="sm" c="gray.9">
          {t(anyOther ? 'checkout.otherWays' : 'checkout.noOtherWay')}
        </Text>
        {others.map((option) => (
          <Button key={option.method} variant="default" onClick={() => payOtherWay(option.method)}>
            {t(option.labelKey)}
          </Button>
        ))}
        {tabOffered ? (
          <Button variant="default" onClick={() => openTab(table)}>
            {t('checkout.openTab')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
