import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $currency, formatCents, $orderList, type PageProps } from '@tabula/shared';
import { cartSubtotalCents } from '../../features/pricing';
import { centsInput, readTipInput, tipChosen } from '../../features/tip';
import { useTipInputError } from '../../features/cart';
import { useGoBack } from '@tabula/shared';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';
import { paymentMethodChosen, tipPicked } from '../../features/cart-choices';
import { TIP_PRESETS, type TipPreset } from '../../features/tip';
import { useReadOnlyGate } from '../../features/read-only';

const isPreset = (cents: number): cents is TipPreset => (TIP_PRESETS as readonly number[]).includes(cents);

/** Tips go with card payments only, so a tip chosen here also chooses the card. */
export default function TipPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack('/cartopen');
  const [currency, lines, chooseMethod, pickTip] = useUnit([$currency, $orderList, paymentMethodChosen, tipPicked]);
  const subtotalCents = cartSubtotalCents(lines);
  const tipError = useTipInputError(subtotalCents, currency);
  const form = useForm({ initialValues: { amount: '' }, validate: { amount: tipError } });
  const readOnly = useReadOnlyGate();

  const addTip = ({ amount }: { amount: string }) => {
    const tip = readTipInput(amount, subtotalCents);
    if (!tip.ok) return;
    chooseMethod('card');
    pickTip(isPreset(tip.cents) ? tipChosen(tip.cents) : tipChosen('other', tip.cents));
    navigate('/cartopen');
  };

  const notNow = () => {
    pickTip(tipChosen('none'));
    navigate('/cartopen');
  };

  if (readOnly) return null;
  return (
    <Screen>
      <ScreenHeader title={t('tip.title')} onBack={goBack} />
      <form noValidate onSubmit={form.onSubmit(addTip)}>
        <Stack gap="md">
          <Group gap="xs" role="group" aria-label={t('cart.tip')}>
            {TIP_PRESETS.map((preset) => (
              <Button key={preset} variant="default" radius="xl" onClick={() => form.setFieldValue('amount', centsInput(preset))}>
                {formatCents(preset, currency)}
              </Button>
            ))}
          </Group>
          <TextInput label={t('cart.tipAmount')} inputMode="decimal" autoComplete="off" {...form.getInputProps('amount')} />
          <Button type="submit" size="md" fullWidth>
            {t('tip.add')}
          </Button>
          <Button variant="subtle" size="md" fullWidth onClick={notNow}>
            {t('tip.notNow')}
          </Button>
        </Stack>
      </form>
    </Screen>
  );
}
