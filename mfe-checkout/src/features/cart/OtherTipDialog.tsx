import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isValidCustomTip, parseCustomTip } from '@tabula/shared';

interface OtherTipDialogProps {
  opened: boolean;
  onClose: () => void;
  onSubmit: (amount: number) => void;
}

/** The 'other' tip: an amount of 0 or more, or nothing at all (which means no tip). */
export function OtherTipDialog({ opened, onClose, onSubmit }: OtherTipDialogProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { amount: '' },
    validate: { amount: (value) => (isValidCustomTip(value) ? null : t('cart.tipInvalid')) },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('cart.tipDialogTitle')} centered>
      <form
        noValidate
        onSubmit={form.onSubmit(({ amount }) => {
          onSubmit(parseCustomTip(amount));
          form.reset();
        })}
      >
        <TextInput
          label={t('cart.tipAmount')}
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('amount')}
        />
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
