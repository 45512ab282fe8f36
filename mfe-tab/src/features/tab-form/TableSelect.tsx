import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVenueTables } from '@tabula/shared';
import { tableOptions } from './rules';

interface TableSelectProps {
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (table: string | null) => void;
  /** A table fixed by the link: shown, not changeable. */
  locked: string | null;
  invalid?: boolean;
}

export function TableSelect({ label, placeholder, value, onChange, locked, invalid }: TableSelectProps) {
  const { t } = useTranslation();
  const { tables, loading, failed } = useVenueTables();
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={tableOptions(tables, locked)}
      value={value}
      onChange={onChange}
      readOnly={locked !== null}
      allowDeselect={false}
      nothingFoundMessage={loading ? t('common.loading') : undefined}
      error={failed ? t('errors.generic') : invalid}
      withAsterisk
      comboboxProps={{ withinPortal: true }}
    />
  );
}
