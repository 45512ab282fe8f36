import { Alert, Button, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatCents, $hasTab, $sessionId, type Venue } from '@tabula/shared';
import { roomChargeAvailable, roomChargeNeedsLogin } from '../payment-method';
import { apiErrorMessage } from '../errors';
import { $checkoutBusy } from '../placing';
import { $orderChanges } from '../order-review';
import { $roomChargeFailure, $roomCharging, roomChargeSubmitted } from './model';
import { roomLoginChosen } from './elsewhereModel';
import type { CheckoutState } from './checkoutState';

/** The hotel guest login, for a table's guest who wants their room charged. */
export function RoomLoginOffer({ table }: { table: string | null }) {
  const { t } = useTranslation();
  const logIn = useUnit(roomLoginChosen);
  return (
    <Stack gap="xs">
      <Text size="sm">{t('checkout.roomLogin')}</Text>
      <Button variant="outline" size="md" fullWidth onClick={() => logIn(table)}>
        {t('checkout.roomLoginButton')}
      </Button>
    </Stack>
  );
}

/**
 * Hotel guests may put the order on their room instead of paying by card, on the card screen. Tips go
 * with card payments only, so the room is charged the items alone, and the button says how much. Without
 * a guest session the login is offered instead of a charge the API would refuse (the login opens a tab). A
 * guest with a session but no tab, where the venue charges rooms only on a tab, is offered neither, as in
 * the cart; nor is a guest of a venue that does not charge rooms.
 */
export function RoomCharge({ venue, order }: { venue: Venue; order: CheckoutState }) {
  const { t } = useTranslation();
  const [sessionId, hasTab, charge, busy, placing, failure, changes] = useUnit([
    $sessionId,
    $hasTab,
    roomChargeSubmitted,
    $checkoutBusy,
    $roomCharging,
    $roomChargeFailure,
    $orderChanges,
  ]);

  if (roomChargeNeedsLogin(venue, sessionId)) return <RoomLoginOffer table={order.table_number} />;
  if (!roomChargeAvailable(venue, hasTab)) return null;
  const error = failure ? apiErrorMessage(failure.error, t) : null;

  return (
    <Stack gap="xs">
      <Button
        variant="outline"
        size="md"
        fullWidth
        loading={placing}
        disabled={busy || changes.length > 0}
        onClick={() =>
          charge({
            orderId: order.orderId,
            note: order.orderNote,
            tipCents: 0,
            table_number: order.table_number,
            payment_method: 'room_charge',
          })
        }
      >
        {t('checkout.chargeMyRoom')}
      </Button>
      <Text size="sm" c="gray.7">
        {t('checkout.roomChargeAmount', { amount: formatCents(order.totalCents - order.tipCents, order.currency) })}
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
