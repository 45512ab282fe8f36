import { Button, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VenueSlim } from '@tabula/shared';
import { useTableForm } from '../table-picker';
import { enterTableLink } from '../venue-links';

interface TableLinkFormProps {
  venue: VenueSlim;
  tables: string[];
  tablesFailed: boolean;
}

/**
 * The table, then on to the venue's own site. The button is a real link once a table is chosen; before that it
 * explains what is missing.
 */
export function TableLinkForm({ venue, tables, tablesFailed }: TableLinkFormProps) {
  const { t } = useTranslation();
  const form = useTableForm();
  const { table } = form.values;
  const href = table ? enterTableLink(venue, table) : undefined;
  return (
    <Stack>
      <Select
        label={t('enterTable.title')}
        placeholder={t('enterTable.placeholder')}
        data={tables}
        value={table || null}
        onChange={(value) => form.setFieldValue('table', value ?? '')}
        error={tablesFailed ? t('errors.generic') : form.errors.table}
        withAsterisk
      />
      {href ? (
        <Button component="a" href={href}>
          {t('enterTable.submit')}
        </Button>
      ) : (
        <Button onClick={() => form.validate()}>{t('enterTable.submit')}</Button>
      )}
    </Stack>
  );
}
