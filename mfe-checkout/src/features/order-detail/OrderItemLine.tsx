import { Group, Stack, Text } from '@mantine/core';
import type { Menu, OrderItem } from '@tabula/shared';
import { describeOrderItem } from '../line-description';
import { orderItemTotalCents } from '../pricing';
import { LinePrice } from '../../widgets/LinePrice';
import { formatCents } from '@tabula/shared';

/**
 * Quantity, name (in the guest's language where the menu still lists the dish), size, and the line's
 * total: the API's unit price already includes the options, and the line says so. Then each option with
 * its price × quantity, then the note.
 */
export function OrderItemLine({ item, menus, currency }: { item: OrderItem; menus: readonly Menu[]; currency: string }) {
  const { name, size, options } = describeOrderItem(item, menus);
  const pricedOptions = options.some((option) => option.priceCents !== 0);
  return (
    <Stack component="li" gap={2} py="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600}>
            {item.quantity} × {name}
          </Text>
          {size ? (
            <Text size="sm" c="gray.7">
              {size}
            </Text>
          ) : null}
        </Stack>
        <LinePrice cents={orderItemTotalCents(item)} currency={currency} includesOptions={pricedOptions} />
      </Group>
      {options.map((option) => (
        <Group key={option.id} justify="space-between" wrap="nowrap" gap="sm" pl="md">
          <Text size="sm" c="gray.7">
            {option.name}
          </Text>
          {option.priceCents !== 0 ? (
            <Text size="sm" c="gray.7">
              {formatCents(option.priceCents * item.quantity, currency)}
            </Text>
          ) : null}
        </Group>
      ))}
      {item.note ? (
        <Text size="sm" fs="italic" pl="md">
          {item.note}
        </Text>
      ) : null}
    </Stack>
  );
}
