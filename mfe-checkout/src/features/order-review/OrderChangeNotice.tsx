import { Alert, Button, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrderChange } from './changes';
import { $orderChanges, orderChangeAccepted } from './model';

const KEYS: Record<OrderChange['kind'], string> = {
  added: 'orderReview.added',
  removed: 'orderReview.removed',
  quantity: 'orderReview.quantity',
  changed: 'orderReview.lineChanged',
};

const describe = (change: OrderChange, t: TFunction): string => t(KEYS[change.kind], { ...change });

/** 'Your order changed: 1 × IPA added; Nachos removed.' in the guest's language. */
export const orderChangeMessage = (changes: readonly OrderChange[], t: TFunction): string =>
  t('orderReview.changed', { changes: changes.map((change) => describe(change, t)).join('; ') });

/**
 * Says how the order changed since the guest last saw it (another window or guest changed it). Place
 * Order and Pay wait until the guest goes on with the order as it is now.
 */
export function OrderChangeNotice() {
  const { t } = useTranslation();
  const [changes, accept] = useUnit([$orderChanges, orderChangeAccepted]);
  if (changes.length === 0) return null;
  return (
    <Alert color="orange" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="gray.9">
          {orderChangeMessage(changes, t)}
        </Text>
        <Button size="sm" variant="filled" onClick={() => accept()}>
          {t('orderReview.accept')}
        </Button>
      </Stack>
    </Alert>
  );
}
