import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@tabula/shared';

interface LinePriceProps {
  cents: number;
  currency: string;
  includesOptions: boolean;
}

/** A line's total, which includes its options: it says so when they cost something. A free line shows no amount. */
export function LinePrice({ cents, currency, includesOptions }: LinePriceProps) {
  const { t } = useTranslation();
  if (cents === 0) return null;
  return (
    <Stack gap={0} align="flex-end">
      <Text fw={600}>{formatCents(cents, currency)}</Text>
      {includesOptions ? (
        <Text size="xs" c="gray.7">
          {t('cart.includesOptions')}
        </Text>
      ) : null}
    </Stack>
  );
}
