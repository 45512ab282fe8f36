import { ActionIcon, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CartOrderItem, Menu } from '@tabula/shared';
import { describeCartLine } from '../line-description';
import { lineTotalCents } from '../pricing';
import { LinePrice } from '../../widgets/LinePrice';
import { formatOptionCents } from '@tabula/shared';

interface CartLineProps {
  line: CartOrderItem;
  /** The venue's menus in the guest's language: they name the dish, its size and its options. */
  menus: readonly Menu[];
  currency: string;
  /** This line's removal is in flight: its spinner shows, the other lines stay usable. */
  removing: boolean;
  /** Another call is in flight: changes wait for it. */
  busy: boolean;
  onEdit: (line: CartOrderItem) => void;
  onRemove: (line: CartOrderItem) => void;
}

/**
 * Quantity and dish, the size or type chosen (three pizzas of different sizes are three lines a guest
 * can tell apart), the options with their prices, the note, and the line's total, which includes the
 * options: it says so when they cost something.
 */
export function CartLine({ line, menus, currency, removing, busy, onEdit, onRemove }: CartLineProps) {
  const { t } = useTranslation();
  const { name, size, options } = describeCartLine(line, menus);
  const label = size ? `${name} (${size})` : name;
  const pricedOptions = options.some((option) => option.priceCents !== 0);
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py="xs">
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600}>
          {line.quantity} × {name}
        </Text>
        {size ? (
          <Text size="sm" c="gray.7">
            {size}
          </Text>
        ) : null}
        {options.length > 0 ? (
          <Text size="sm" c="gray.7">
            {options.map((option) => [option.name, formatOptionCents(option.priceCents, currency)].filter(Boolean).join(' ')).join(', ')}
          </Text>
        ) : null}
        {line.note ? (
          <Text size="sm" c="gray.7" fs="italic">
            {line.note}
          </Text>
        ) : null}
      </Stack>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <Box mr={4} mt={6}>
          <LinePrice cents={lineTotalCents(line)} currency={currency} includesOptions={pricedOptions} />
        </Box>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={`${t('common.edit')} ${label}`}
          disabled={busy}
          onClick={() => onEdit(line)}
        >
          <IconPencil aria-hidden size={20} />
        </ActionIcon>
        {removing ? (
          <Loader size="sm" m={7} role="status" aria-label={`${t('common.remove')} ${label}: ${t('common.loading')}`} />
        ) : (
          <ActionIcon
            variant="subtle"
            color="red.8"
            size="lg"
            aria-label={`${t('common.remove')} ${label}`}
            disabled={busy}
            onClick={() => onRemove(line)}
          >
            <IconTrash aria-hidden size={20} />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
