import { enterTableLink } from '@tabula/shared';
import { Button, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VenueSlim } from '@tabula/shared';
import { useTableChoice } from '../table-picker';

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
  const { table, choose, pressOn, errorKey } = useTableChoice();
  const href = table ? enterTableLink(venue, table) : undefined;
  return (
    <Stack>
      <Select
        label={t('enterTable.title')}
        placeholder={t('enterTable.placeholder')}
        data={tables}
        value={table || null}
        onChange={choose}
        error={tablesFailed ? t('errors.generic') : errorKey ? t(errorKey) : undefined}
        withAsterisk
      />
      {href ? (
        <Button component="a" href={href}>
          {t('enterTable.submit')}
        </Button>
      ) : (
        <Button onClick={pressOn}>{t('enterTable.submit')}</Button>
      )}
    </Stack>
  );
}
