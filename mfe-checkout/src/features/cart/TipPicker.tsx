import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@tabula/shared';
import { tipCapCents, tipChosen, tipTooHigh } from '../tip';
import { OtherTipDialog } from './OtherTipDialog';
import { TIP_PRESETS, type TipOption, type TipState } from '../tip';

interface TipPickerProps {
  tip: TipState;
  subtotalCents: number;
  currency: string;
  onChange: (tip: TipState) => void;
}

/**
 * Presets, 'Other' (asks for an amount every time it is pressed) and 'Not Now'. A tip chosen before
 * dishes were removed may now be over the cap: it is kept, and the cap named, until the guest picks again.
 */
export function TipPicker({ tip, subtotalCents, currency, onChange }: TipPickerProps) {
  const { t } = useTranslation();
  const [askingAmount, setAskingAmount] = useState(false);
  const overCap = tipTooHigh(tip.cents, subtotalCents);

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
        {TIP_PRESETS.map((preset) => choice(preset, formatCents(preset, currency)))}
        {choice('other', tip.option === 'other' ? `${t('cart.tipOther')} (${formatCents(tip.cents, currency)})` : t('cart.tipOther'))}
        {choice('none', t('cart.tipNone'))}
      </Group>
      {overCap ? (
        <Text size="sm" c="red.8" role="alert">
          {t('cart.tipTooHigh', { max: formatCents(tipCapCents(subtotalCents), currency) })}
        </Text>
      ) : null}
      <OtherTipDialog
        opened={askingAmount}
        subtotalCents={subtotalCents}
        currency={currency}
        onClose={() => setAskingAmount(false)}
        onSubmit={(cents) => {
          setAskingAmount(false);
          onChange(tipChosen('other', cents));
        }}
      />
    </Stack>
  );
}
