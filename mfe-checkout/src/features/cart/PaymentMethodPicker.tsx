import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@tabula/shared';
import { type PaymentOption } from '../payment-method';

interface PaymentMethodPickerProps {
  options: PaymentOption[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}

export function PaymentMethodPicker({ options, value, onChange }: PaymentMethodPickerProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('cart.paymentMethod')} value={value} onChange={(method) => onChange(method)}>
      <Group mt="xs" gap="lg">
        {options.map((option) => (
          <Radio key={option.method} value={option.method} label={t(option.labelKey)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
