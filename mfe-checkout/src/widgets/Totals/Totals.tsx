import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../features/formatting';

interface TotalsProps {
  subtotalCents: number;
  tipCents: number;
  totalCents: number;
  currency: string;
  /** Label of the last row: the cart says 'Total', placed orders 'Total (incl. VAT)'. */
  totalLabel: string;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{value}</Text>
    </Group>
  );
}

export function Totals({ subtotalCents, tipCents, totalCents, currency, totalLabel }: TotalsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Row label={t('cart.subtotal')} value={formatCents(subtotalCents, currency)} />
      <Row label={t('cart.tip')} value={formatCents(tipCents, currency)} />
      <Row label={totalLabel} value={formatCents(totalCents, currency)} strong />
    </Stack>
  );
}
