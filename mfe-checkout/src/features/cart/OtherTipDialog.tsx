import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { readTipInput } from '../tip';
import { useTipInputError } from './useTipInputError';

interface OtherTipDialogProps {
  opened: boolean;
  /** The order's items, in cents: the tip may not be more (or more than 10.00 when they come to less). */
  subtotalCents: number;
  currency: string;
  onClose: () => void;
  onSubmit: (cents: number) => void;
}

/** The 'other' tip: nothing (no tip), or an amount of 0 or more up to the cap, with a point or a comma. */
export function OtherTipDialog({ opened, subtotalCents, currency, onClose, onSubmit }: OtherTipDialogProps) {
  const { t } = useTranslation();
  const tipError = useTipInputError(subtotalCents, currency);
  const form = useForm({ initialValues: { amount: '' }, validate: { amount: tipError } });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('cart.tipDialogTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ amount }) => {
          const tip = readTipInput(amount, subtotalCents);
          if (!tip.ok) return;
          onSubmit(tip.cents);
          form.reset();
        })}
      >
        <TextInput label={t('cart.tipAmount')} inputMode="decimal" autoComplete="off" data-autofocus {...form.getInputProps('amount')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('common.ok')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
