import { Alert, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { apiErrorMessage } from '../errors';
import { PaymentFailed } from '../placing';

/** A failed payment reads 'Payment failed' plus the provider's reason, or the API's; bare when there is none. */
export function paymentFailureMessage(error: unknown, t: TFunction): string {
  const reason = error instanceof PaymentFailed ? error.reason : apiErrorMessage(error, t);
  return reason ? `${t('errors.paymentFailed')}: ${reason}` : t('errors.paymentFailed');
}

/** The failure, in red. */
export function PaymentFailureAlert({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Text c="red.9" size="sm">
        {message}
      </Text>
    </Alert>
  );
}
