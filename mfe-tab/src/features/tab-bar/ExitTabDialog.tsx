import { Button, Group, Modal, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@tabula/shared';
import { $exitBalanceDue } from './exitModel';

export interface ExitTabDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  onPayBill: () => void;
}

/**
 * Exit tab's question: Cancel keeps the tab, Exit ends it. When the tab's bill says the table still owes
 * money, the dialog says how much and offers Pay the bill; while the bill loads, or if it cannot be read,
 * it asks as it always has.
 */
export default function ExitTabDialog({ opened, onClose, onConfirm, onPayBill }: ExitTabDialogProps) {
  const { t } = useTranslation();
  const owed = useUnit($exitBalanceDue);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tabBar.exitConfirm')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {owed ? <Text mb="md">{t('tabBar.stillOwes', { amount: formatCents(owed.cents, owed.currency) })}</Text> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        {owed ? <Button onClick={onPayBill}>{t('tabBar.payBill')}</Button> : null}
        <Button color="red.9" onClick={onConfirm}>
          {t('tabBar.exit')}
        </Button>
      </Group>
    </Modal>
  );
}
