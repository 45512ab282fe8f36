import { Button, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTableForm } from './useTableForm';

interface TablePickerProps {
  tables: readonly string[];
  loading: boolean;
  /** The list could not be loaded. */
  failed: boolean;
  submitLabel: string;
  onSubmit: (table: string) => void;
  /** 'Just view menu', where the picker offers it. */
  onViewOnly?: () => void;
}

/**
 * Pick a table, then go on. Submitting without one says 'Select table number', or 'Field is required' once a
 * chosen table was cleared.
 */
export function TablePicker({ tables, loading, failed, submitLabel, onSubmit, onViewOnly }: TablePickerProps) {
  const { t } = useTranslation();
  const form = useTableForm();
  const { table } = form.values;

  const submit = () => {
    if (!form.validate().hasErrors && table) onSubmit(table);
  };

  return (
    <Stack>
      <Select
        label={t('landing.tableLabel')}
        placeholder={t('landing.tablePlaceholder')}
        data={[...tables]}
        value={table || null}
        onChange={(value) => form.setFieldValue('table', value ?? '')}
        nothingFoundMessage={loading ? t('common.loading') : undefined}
        error={failed ? t('errors.generic') : form.errors.table}
        withAsterisk
      />
      <Button onClick={submit}>{submitLabel}</Button>
      {onViewOnly ? (
        <Button variant="default" onClick={onViewOnly}>
          {t('landing.justView')}
        </Button>
      ) : null}
    </Stack>
  );
}
