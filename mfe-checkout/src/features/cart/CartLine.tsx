import { ActionIcon, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, selectedOptions, type CartOrderItem } from '@tabula/shared';

interface CartLineProps {
  line: CartOrderItem;
  currency: string;
  /** This line's removal is in flight: its spinner shows, the other lines stay usable. */
  removing: boolean;
  /** Another call is in flight: changes wait for it. */
  busy: boolean;
  onEdit: (line: CartOrderItem) => void;
  onRemove: (line: CartOrderItem) => void;
}

export function CartLine({ line, currency, removing, busy, onEdit, onRemove }: CartLineProps) {
  const { t } = useTranslation();
  const options = selectedOptions(line, line.options);
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py="xs">
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600}>
          {line.quantity} × {line.name}
        </Text>
        {options.length > 0 ? (
          <Text size="sm" c="gray.7">
            {options.map((option) => option.name).join(', ')}
          </Text>
        ) : null}
        {line.note ? (
          <Text size="sm" c="gray.7" fs="italic">
            {line.note}
          </Text>
        ) : null}
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Text fw={600} mr={4}>
          {formatMoney(line.itemOrderPrice, currency)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={`${t('common.edit')} ${line.name}`}
          disabled={busy}
          onClick={() => onEdit(line)}
        >
          <IconPencil aria-hidden size={20} />
        </ActionIcon>
        {removing ? (
          <Loader size="sm" m={7} role="status" aria-label={`${t('common.remove')} ${line.name}: ${t('common.loading')}`} />
        ) : (
          <ActionIcon
            variant="subtle"
            color="red.8"
            size="lg"
            aria-label={`${t('common.remove')} ${line.name}`}
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
