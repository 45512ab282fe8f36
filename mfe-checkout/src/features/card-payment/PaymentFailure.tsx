import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

/**
 * Whether the last payment went through could not be found out: no second Pay is offered, only a check,
 * until the server says (the card screen's and the bill's).
 */
export function PaymentUnknownNotice({ checking = false, onCheckAgain }: { checking?: boolean; onCheckAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="gray.9">
          {t('orderReview.paymentUnknown')}
        </Text>
        <Button size="sm" variant="outline" loading={checking} onClick={onCheckAgain}>
          {t('orderReview.checkAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
