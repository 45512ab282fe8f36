import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { billMethodLabelKey, type BillMethod } from './rules';

interface BillDialogProps {
  opened: boolean;
  sending: boolean;
  choices: readonly BillMethod[];
  onClose: () => void;
  onConfirm: (method: BillMethod) => void;
}

export function BillDialog({ opened, sending, choices, onClose, onConfirm }: BillDialogProps) {
  const { t } = useTranslation();
  const form = useForm<{ method: string }>({
    initialValues: { method: choices[0] ?? '' },
    validate: { method: (value) => (choices.includes(value as BillMethod) ? null : t('errors.fieldRequired')) },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('menu.billDialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={form.onSubmit(({ method }) => onConfirm(method as BillMethod))}>
        <Radio.Group label={t('menu.billDialog.question')} {...form.getInputProps('method')}>
          <Stack gap="sm" mt="xs">
            {choices.map((method) => (
              <Radio key={method} value={method} label={t(billMethodLabelKey(method))} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('menu.billDialog.confirm')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
