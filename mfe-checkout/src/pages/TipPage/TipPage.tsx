import { useEffect } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $currency, formatCents, $orderList, type PageProps } from '@tabula/shared';
import { cartSubtotalCents } from '../../features/pricing';
import { centsInput, TIP_PRESETS } from '../../features/tip';
import { useTipInputError } from '../../features/cart';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';
import { useReadOnlyGate } from '../../features/read-only';
import { tipAmountSubmitted, tipBackPressed, tipDeclined, tipLeft, tipOpened } from './model';

/** Tips go with card payments only, so a tip chosen here also chooses the card. */
export default function TipPage(_props: PageProps) {
  const { t } = useTranslation();
  const [currency, lines, addTip, notNow, goBack, opened, left] = useUnit([
    $currency,
    $orderList,
    tipAmountSubmitted,
    tipDeclined,
    tipBackPressed,
    tipOpened,
    tipLeft,
  ]);
  const subtotalCents = cartSubtotalCents(lines);
  const tipError = useTipInputError(subtotalCents, currency);
  const form = useForm({ initialValues: { amount: '' }, validate: { amount: tipError } });
  const readOnly = useReadOnlyGate();
  // Without dishes in an order the model sends the guest where the cart is.
  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);

  if (readOnly) return null;
  return (
    <Screen>
      <ScreenHeader title={t('tip.title')} onBack={goBack} />
      <form noValidate onSubmit={form.onSubmit(({ amount }) => void addTip(amount))}>
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
          <Button variant="subtle" size="md" fullWidth onClick={() => notNow()}>
            {t('tip.notNow')}
          </Button>
        </Stack>
      </form>
    </Screen>
  );
}
