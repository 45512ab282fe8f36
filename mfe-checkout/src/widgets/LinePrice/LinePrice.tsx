import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A line's total, which includes its options: it says so when they cost something. */
export function LinePrice({ amount, includesOptions }: { amount: string; includesOptions: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} align="flex-end">
      <Text fw={600}>{amount}</Text>
      {includesOptions ? (
        <Text size="xs" c="gray.7">
          {t('cart.includesOptions')}
        </Text>
      ) : null}
    </Stack>
  );
}
