import { Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isHotelRoomVenue, VenueGate, type Venue } from '@tabula/shared';
import { useOpenTab } from '../../features/open-tab';
import {
  FormActions,
  FormProblem,
  TableSelect,
  TabFormLayout,
  missingFieldsIn,
  missingFieldsMessage,
  useCancel,
  useLinkParams,
  useLinkTable,
  useTabFormGate,
  validateOpenTab,
} from '../../features/tab-form';

interface OpenTabValues {
  table_number: string | null;
  first_name: string;
  last_name: string;
}

function OpenTabForm({ venue, lockedTable, unknownTable }: { venue: Venue; lockedTable: string | null; unknownTable: string | null }) {
  const { t } = useTranslation();
  const { open, pending, errorKey } = useOpenTab();
  const cancel = useCancel('open-tab', lockedTable);
  const form: UseFormReturnType<OpenTabValues> = useForm<OpenTabValues>({
    mode: 'controlled',
    initialValues: { table_number: lockedTable, first_name: '', last_name: '' },
    validate: validateOpenTab,
    // Any edit answers the message, and every field's mark goes with it.
    onValuesChange: () => form.clearErrors(),
  });

  // Only a form its validation passed is sent: the check on the table is for the type.
  const submit = form.onSubmit((values) => {
    if (values.table_number)
      void open({ venueUuid: venue.uuid, table: values.table_number, firstName: values.first_name, lastName: values.last_name });
  });

  // Room service takes the guest's room where other venues take a table.
  const rooms = isHotelRoomVenue(venue);
  const missing = missingFieldsIn(form.errors);
  // A link's table the venue does not have: said until the guest has picked one.
  const unknown =
    unknownTable && !form.values.table_number ? t(rooms ? 'errors.unknownRoom' : 'errors.unknownTable', { table: unknownTable }) : null;
  const message = missing.length > 0 ? missingFieldsMessage(missing, t, rooms) : errorKey ? t(errorKey) : unknown;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TableSelect
          label={t(rooms ? 'openTab.room' : 'openTab.table')}
          placeholder={t(rooms ? 'openTab.roomPlaceholder' : 'openTab.tablePlaceholder')}
          locked={lockedTable}
          invalid={Boolean(form.errors.table_number)}
          value={form.values.table_number}
          onChange={(table) => form.setFieldValue('table_number', table)}
        />
        <TextInput
          label={t('openTab.firstName')}
          autoComplete="given-name"
          withAsterisk
          maxLength={60}
          {...form.getInputProps('first_name')}
          error={Boolean(form.errors.first_name)}
        />
        <TextInput
          label={t('openTab.lastName')}
          autoComplete="family-name"
          withAsterisk
          maxLength={60}
          {...form.getInputProps('last_name')}
          error={Boolean(form.errors.last_name)}
        />
        <FormProblem message={message} />
        <FormActions submitLabel={t('openTab.submit')} cancelLabel={t('openTab.cancel')} pending={pending} onCancel={cancel} />
      </Stack>
    </form>
  );
}

/**
 * The form with the link's table fixed, or, once the venue's tables (loaded for the venue) do not hold it, open
 * for the guest to pick; the form starts again when that is known.
 */
function LinkedOpenTabForm({ venue, table }: { venue: Venue; table: string | null }) {
  const { locked, unknown } = useLinkTable(table);
  return <OpenTabForm key={locked ?? ''} venue={venue} lockedTable={locked} unknownTable={unknown} />;
}

/** /open-tab: the guest names the table and themselves, and a tab with its first order opens. */
export default function OpenTabPage() {
  const { t } = useTranslation();
  const { table } = useLinkParams();
  const closed = useTabFormGate('open-tab');
  return (
    <TabFormLayout title={t('openTab.title')}>
      <VenueGate>{(venue) => (closed ? null : <LinkedOpenTabForm venue={venue} table={table} />)}</VenueGate>
    </TabFormLayout>
  );
}
