import { Alert, Button, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { placedElsewhereFollowed } from './model';

/** 'This order has already been placed.', with the way to follow it: what the screen shows instead of Place Order or Pay. */
export function PlacedElsewhereNotice() {
  const { t } = useTranslation();
  const follow = useUnit(placedElsewhereFollowed);
  return (
    <Alert color="blue" variant="light" role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="gray.9">
          {t('orderReview.placedElsewhere')}
        </Text>
        <Button size="sm" variant="filled" onClick={() => follow()}>
          {t('orderReview.followOrder')}
        </Button>
      </Stack>
    </Alert>
  );
}
