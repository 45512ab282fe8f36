import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  $currency,
  TIP_PRESETS,
  formatMoney,
  isValidCustomTip,
  parseCustomTip,
  tipChosen,
  type PageProps,
  type TipState,
} from '@tabula/shared';
import type { CartNavigationState } from '../../features/cart/navigation';
import { useGoBack } from '../../features/navigation/useGoBack';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';

/** Tips go with card payments only, so a tip chosen here also chooses the card. */
export default function TipPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack('/cartopen');
  const currency = useUnit($currency);
  const form = useForm({
    initialValues: { amount: '' },
    validate: { amount: (value) => (isValidCustomTip(value) ? null : t('cart.tipInvalid')) },
  });

  const backToCart = (state: CartNavigationState) => navigate('/cartopen', { state });

  const addTip = ({ amount }: { amount: string }) => {
    const value = parseCustomTip(amount);
    const preset = TIP_PRESETS.find((candidate) => candidate === value);
    const tip: TipState = preset === undefined ? tipChosen('other', value) : tipChosen(preset);
    backToCart({ paymentMethod: 'card', tip });
  };

  return (
    <Screen>
      <ScreenHeader title={t('tip.title')} onBack={goBack} />
      <form noValidate onSubmit={form.onSubmit(addTip)}>
        <Stack gap="md">
          <Group gap="xs" role="group" aria-label={t('cart.tip')}>
            {TIP_PRESETS.map((preset) => (
              <Button key={preset} variant="default" radius="xl" onClick={() => form.setFieldValue('amount', String(preset))}>
                {formatMoney(preset, currency)}
              </Button>
            ))}
          </Group>
          <TextInput label={t('cart.tipAmount')} inputMode="decimal" autoComplete="off" {...form.getInputProps('amount')} />
          <Button type="submit" size="md" fullWidth>
            {t('tip.add')}
          </Button>
          <Button variant="subtle" size="md" fullWidth onClick={() => backToCart({ tip: tipChosen('none') })}>
            {t('tip.notNow')}
          </Button>
        </Stack>
      </form>
    </Screen>
  );
}
