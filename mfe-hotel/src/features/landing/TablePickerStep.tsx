import { Stack } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useVenueTables, type Venue } from '@tabula/shared';
import { tablePicked, viewOnlyChosen } from './choiceModel';
import { TablePicker } from '../table-picker';
import { VenueHeading } from './VenueHeading';

/** Business venues ask for the table first: then the menu to order from, or only to look at. */
export function TablePickerStep({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const [pickTable, viewOnly] = useUnit([tablePicked, viewOnlyChosen]);
  const { tables, loading, failed } = useVenueTables();
  return (
    <Stack>
      <VenueHeading venue={venue} title={venue.name} />
      <TablePicker
        tables={tables}
        loading={loading}
        failed={failed}
        submitLabel={t('landing.viewAndOrder')}
        onSubmit={pickTable}
        onViewOnly={() => viewOnly()}
      />
    </Stack>
  );
}
