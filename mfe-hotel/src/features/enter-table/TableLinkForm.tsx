import { useState } from 'react';
import { Button, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tablePickerError, type VenueSlim } from '@tabula/shared';
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
  const [table, setTable] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const errorKey = submitted ? tablePickerError(table) : null;
  const href = table ? enterTableLink(venue, table) : undefined;
  return (
    <Stack>
      <Select
        label={t('enterTable.title')}
        placeholder={t('enterTable.placeholder')}
        data={tables}
        value={table || null}
        onChange={(value) => setTable(value ?? '')}
        error={tablesFailed ? t('errors.generic') : errorKey ? t(errorKey) : undefined}
        withAsterisk
      />
      {href ? (
        <Button component="a" href={href}>
          {t('enterTable.submit')}
        </Button>
      ) : (
        <Button onClick={() => setSubmitted(true)}>{t('enterTable.submit')}</Button>
      )}
    </Stack>
  );
}
