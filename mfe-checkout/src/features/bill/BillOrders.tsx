import { Badge, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatCents, type Bill, type BillLine } from '@tabula/shared';
import { $choice, lineToggled } from './model';

function lineLabel(line: BillLine): string {
  const options = line.options.length > 0 ? ` (${line.options.join(', ')})` : '';
  return `${line.quantity} × ${line.name}${options}`;
}

/** Every order on the bill with who ordered it, its lines (picked for Pay for my items, or shown paid) and amounts. */
export function BillOrders({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const [choice, toggle] = useUnit([$choice, lineToggled]);
  const picking = choice.way === 'items';
  return (
    <Stack gap="md">
      {bill.orders.map((order) => (
        <Stack key={order.order_uuid} gap={6} component="section" aria-label={t('bill.order', { reference: order.reference_id })}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h5">
              {t('bill.order', { reference: order.reference_id })}
            </Title>
            <Text size="sm" c="dimmed">
              {order.ordered_by ? t('bill.orderedBy', { name: order.ordered_by }) : null}
            </Text>
          </Group>
          {order.lines.map((line) => (
            <Group key={line.order_item_id} justify="space-between" wrap="nowrap" mih={44} align="center">
              {picking && !line.paid ? (
                <Checkbox
                  label={lineLabel(line)}
                  checked={choice.items.includes(line.order_item_id)}
                  onChange={() => toggle(line.order_item_id)}
                  size="md"
                />
              ) : (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{lineLabel(line)}</Text>
                  {line.paid ? (
                    <Badge color="green" variant="light">
                      {t('bill.linePaid')}
                    </Badge>
                  ) : null}
                </Group>
              )}
              <Text size="sm" td={line.paid ? 'line-through' : undefined}>
                {formatCents(line.amount_cents, bill.currency)}
              </Text>
            </Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** The bill's total, what is paid, and the balance due. */
export function BillTotals({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text>{t('bill.billTotal')}</Text>
        <Text>{formatCents(bill.total_cents, bill.currency)}</Text>
      </Group>
      <Group justify="space-between">
        <Text>{t('bill.paidSoFar')}</Text>
        <Text>{formatCents(bill.paid_cents, bill.currency)}</Text>
      </Group>
      <Group justify="space-between" aria-live="polite">
        <Text fw={700}>{t('bill.balanceDue')}</Text>
        <Text fw={700}>{formatCents(bill.balance_due_cents, bill.currency)}</Text>
      </Group>
    </Stack>
  );
}
