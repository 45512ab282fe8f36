import { useId, useState } from 'react';
import { Input, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type TableList, type Venue } from '@tabula/shared';
import { locationLabelKey } from './placeOrder';

interface TableFieldProps {
  venue: Pick<Venue, 'type'>;
  tables: TableList;
  value: string | null;
  /** With an active tab the table is the tab's. */
  locked: boolean;
  onChange: (table: string | null) => void;
}

/**
 * 'Room' for hotel room service (type 3), 'Table' otherwise. 'Select table number' shows in red only
 * once the guest has been to the field and left it without a table: a guest who has touched nothing
 * has done nothing wrong.
 */
export function TableField({ venue, tables, value, locked, onChange }: TableFieldProps) {
  const { t } = useTranslation();
  const [visited, setVisited] = useState(false);
  const labelId = useId();
  // The tab's table is text, not a control: no chevron, no focus ring, no empty list to open.
  if (locked) {
    return (
      <Input.Wrapper
        label={t(locationLabelKey(venue))}
        labelElement="div"
        labelProps={{ id: labelId }}
        role="group"
        aria-labelledby={labelId}
      >
        <Text fw={600}>{value}</Text>
      </Input.Wrapper>
    );
  }
  // A stored or tab table missing from the list must still show as chosen.
  const data = value && !tables.includes(value) ? [value, ...tables] : tables;
  return (
    <Select
      label={t(locationLabelKey(venue))}
      placeholder={t('cart.selectTable')}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={() => setVisited(true)}
      onDropdownClose={() => setVisited(true)}
      searchable={tables.length > 12}
      allowDeselect={false}
      withCheckIcon={false}
      comboboxProps={{ withinPortal: true }}
      error={value || !visited ? undefined : t('errors.selectTableNumber')}
    />
  );
}
