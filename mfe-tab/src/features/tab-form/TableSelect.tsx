import { useId } from 'react';
import { Input, Select, Text } from '@mantine/core';
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
  const labelId = useId();
  // A table the guest cannot change is text, not a control: no chevron, no empty list to open.
  if (locked !== null) {
    return (
      <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} role="group" aria-labelledby={labelId}>
        <Text fw={600}>{locked}</Text>
      </Input.Wrapper>
    );
  }
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={tableOptions(tables, locked)}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      nothingFoundMessage={loading ? t('common.loading') : undefined}
      error={failed ? t('errors.generic') : invalid}
      withAsterisk
      comboboxProps={{ withinPortal: true }}
    />
  );
}
