import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { locationLabelKey, type TableList, type Venue } from '@tabula/shared';

interface TableFieldProps {
  venue: Pick<Venue, 'type'>;
  tables: TableList;
  value: string | null;
  /** With an active tab the table is the tab's. */
  locked: boolean;
  onChange: (table: string | null) => void;
}

/** 'Room' for hotel room service (type 3), 'Table' otherwise. */
export function TableField({ venue, tables, value, locked, onChange }: TableFieldProps) {
  const { t } = useTranslation();
  // A stored or tab table missing from the list must still show as chosen.
  const data = value && !tables.includes(value) ? [value, ...tables] : tables;
  return (
    <Select
      label={t(locationLabelKey(venue))}
      placeholder={t('cart.selectTable')}
      data={data}
      value={value}
      onChange={onChange}
      readOnly={locked}
      searchable={!locked && tables.length > 12}
      allowDeselect={false}
      withCheckIcon={false}
      comboboxProps={{ withinPortal: true }}
      error={value ? undefined : t('errors.selectTableNumber')}
    />
  );
}
