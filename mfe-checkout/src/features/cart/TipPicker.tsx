import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIP_PRESETS, formatMoney, tipChosen, type TipOption, type TipState } from '@tabula/shared';
import { OtherTipDialog } from './OtherTipDialog';

interface TipPickerProps {
  tip: TipState;
  currency: string;
  onChange: (tip: TipState) => void;
}

/** Presets, 'Other' (asks for an amount every time it is pressed) and 'Not Now'. */
export function TipPicker({ tip, currency, onChange }: TipPickerProps) {
  const { t } = useTranslation();
  const [askingAmount, setAskingAmount] = useState(false);

  const choice = (option: TipOption, label: string) => (
    <Button
      key={String(option)}
      size="sm"
      radius="xl"
      variant={tip.option === option ? 'filled' : 'default'}
      aria-pressed={tip.option === option}
      onClick={() => (option === 'other' ? setAskingAmount(true) : onChange(tipChosen(option)))}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="xs">
      <Text id="cart-tip-label" fw={500} size="sm">
        {t('cart.tip')}
      </Text>
      <Group role="group" aria-labelledby="cart-tip-label" gap="xs">
        {TIP_PRESETS.map((preset) => choice(preset, formatMoney(preset, currency)))}
        {choice('other', tip.option === 'other' ? `${t('cart.tipOther')} (${formatMoney(tip.amount, currency)})` : t('cart.tipOther'))}
        {choice('none', t('cart.tipNone'))}
      </Group>
      <OtherTipDialog
        opened={askingAmount}
        onClose={() => setAskingAmount(false)}
        onSubmit={(amount) => {
          setAskingAmount(false);
          onChange(tipChosen('other', amount));
        }}
      />
    </Stack>
  );
}
