import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, type Order } from '@tabula/shared';
import { formatDateTime } from '../formatting';
import { outcomeLabelKey } from './labels';
import { PaymentLabel } from './PaymentLabel';
import { historyOrderPressed } from './model';
import * as classes from './OrderRow.module.css';

export function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [language, open] = useUnit([$language, historyOrderPressed]);
  const outcome = outcomeLabelKey(order);
  return (
    <li>
      <UnstyledButton className={classes.row} onClick={() => open(order)}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>
              {t('previousOrders.order', { reference: order.reference_id })}
              {outcome ? ` ${t(outcome)}` : ''}
            </Text>
            <Text size="sm" c="gray.7">
              {formatDateTime(order.submitted_for_review, language)}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <PaymentLabel order={order} ta="right" />
            <IconChevronRight aria-hidden size={18} />
          </Group>
        </Group>
      </UnstyledButton>
    </li>
  );
}
