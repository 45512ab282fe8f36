import { Button, Group, Modal, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $tableList, loadTablesFx, tablePickerError } from '@tabula/shared';
import { tableChosen } from './rules';

interface TablePickerDialogProps {
  opened: boolean;
  onClose: () => void;
  onContinue: (table: string) => void;
}

/** Which table the server should come to, when the guest has none yet (no tab, no table chosen). */
export function TablePickerDialog({ opened, onClose, onContinue }: TablePickerDialogProps) {
  const { t } = useTranslation();
  // The model asks for the tables as the picker opens.
  const [tables, loading] = useUnit([$tableList, loadTablesFx.pending]);
  const form = useForm<{ table: string | null }>({
    initialValues: { table: null },
    validateInputOnBlur: true,
    validate: {
      table: (value) => {
        const error = tablePickerError(value);
        return error ? t(error) : null;
      },
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('menu.tablePicker.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={form.onSubmit(({ table }) => {
          if (table) onContinue(table);
        })}
      >
        <Select
          label={t('common.table')}
          placeholder={t('menu.tablePicker.placeholder')}
          data={tables}
          searchable
          allowDeselect={false}
          disabled={loading && tables.length === 0}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('table')}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!tableChosen(form.values.table)}>
            {t('menu.tablePicker.continue')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
