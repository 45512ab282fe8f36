import { Stack } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { tableNumberChosen, useVenueTables, type Venue } from '@tabula/shared';
import { TablePicker } from '../table-picker';
import { VenueHeading } from './VenueHeading';

/** Business venues ask for the table first: then the menu to order from, or only to look at. */
export function TablePickerStep({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chooseTable = useUnit(tableNumberChosen);
  const { tables, loading, failed } = useVenueTables();
  return (
    <Stack>
      <VenueHeading venue={venue} title={venue.name} />
      <TablePicker
        tables={tables}
        loading={loading}
        failed={failed}
        submitLabel={t('landing.viewAndOrder')}
        onSubmit={(table) => {
          chooseTable(table);
          navigate('/menu');
        }}
        onViewOnly={() => navigate('/menu/?type=view')}
      />
    </Stack>
  );
}
