import { Group, Stack, Text } from '@mantine/core';
import { formatMoney, sortByPosition, type OrderItem } from '@tabula/shared';

/**
 * Quantity, name and price × quantity, then each option with its price × quantity, then the note. The
 * API's unit price already includes the options (api OrderItem schema), so the first line is the line total.
 */
export function OrderItemLine({ item, currency }: { item: OrderItem; currency: string }) {
  return (
    <Stack component="li" gap={2} py="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600}>
          {item.quantity} × {item.name}
        </Text>
        <Text fw={600}>{formatMoney(item.price * item.quantity, currency)}</Text>
      </Group>
      {sortByPosition(item.order_item_options).map((option) => (
        <Group key={option.order_option_id} justify="space-between" wrap="nowrap" gap="sm" pl="md">
          <Text size="sm" c="gray.7">
            {option.name}
          </Text>
          {option.price !== 0 ? (
            <Text size="sm" c="gray.7">
              {formatMoney(option.price * item.quantity, currency)}
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
