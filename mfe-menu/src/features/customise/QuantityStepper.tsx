import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY } from './rules';

interface QuantityStepperProps {
  value: number;
  /** The dish cannot be ordered: the quantity stays as it is. */
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/** − n +, never below 1 nor above what one order line may hold. */
export function QuantityStepper({ value, disabled, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-label={t('common.quantity')} wrap="nowrap">
      <ActionIcon
        variant="default"
        radius="xl"
        size="lg"
        aria-label={t('common.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <Text component="output" fw={700} w={28} ta="center" aria-live="polite">
        {value}
      </Text>
      <ActionIcon
        variant="default"
        radius="xl"
        size="lg"
        aria-label={t('common.increase')}
        disabled={disabled || value >= MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
