import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkoutFx, updatedCleared } from '@tabula/shared';
import { apiErrorMessage } from '../errors/apiErrorMessage';
import type { CheckoutState } from './checkoutState';

/** Hotel guests may put the order on their room instead of paying by card (spec §2 /Checkout). */
export function RoomChargeButton({ order }: { order: CheckoutState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [checkout, clearUpdated] = useUnit([checkoutFx, updatedCleared]);
  const [charging, setCharging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const charge = async () => {
    setCharging(true);
    setError(null);
    try {
      await checkout({
        orderId: order.orderID,
        note: order.orderNote,
        tip_amount: order.tip,
        table_number: order.table_number,
        payment_method: 'room_charge',
      }).finally(() => clearUpdated());
      navigate('/order');
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
      setCharging(false);
    }
  };

  return (
    <Stack gap="xs">
      <Button variant="outline" size="md" fullWidth loading={charging} onClick={() => void charge()}>
        {t('checkout.chargeMyRoom')}
      </Button>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
