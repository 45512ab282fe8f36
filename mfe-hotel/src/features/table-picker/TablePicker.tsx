import { Button, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tablePickerError } from '@tabula/shared';
import { useTableChoice } from './useTableChoice';

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
  const { table, choose, pressOn, errorKey } = useTableChoice();

  const submit = () => {
    pressOn();
    if (table && !tablePickerError(table)) onSubmit(table);
  };

  return (
    <Stack>
      <Select
        label={t('landing.tableLabel')}
        placeholder={t('landing.tablePlaceholder')}
        data={[...tables]}
        value={table || null}
        onChange={choose}
        nothingFoundMessage={loading ? t('common.loading') : undefined}
        error={failed ? t('errors.generic') : errorKey ? t(errorKey) : undefined}
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
