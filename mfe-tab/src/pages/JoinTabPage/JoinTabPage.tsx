import { Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isHotelRoomVenue, VenueGate, type Venue } from '@tabula/shared';
import { useJoinTab } from '../../features/join-tab';
import {
  FormActions,
  FormProblem,
  TableSelect,
  TabFormLayout,
  missingFieldsIn,
  missingFieldsMessage,
  PASSWORD_FIELD_LENGTH,
  passwordInput,
  useCancel,
  useLinkParams,
  useLinkTable,
  useTabFormGate,
  validateJoinTab,
} from '../../features/tab-form';

interface JoinTabValues {
  table_number: string | null;
  password: string;
}

function JoinTabForm({ venue, lockedTable, unknownTable }: { venue: Venue; lockedTable: string | null; unknownTable: string | null }) {
  const { t } = useTranslation();
  const { join, pending, errorKey, clearError } = useJoinTab();
  const cancel = useCancel('join-tab', lockedTable);
  const form: UseFormReturnType<JoinTabValues> = useForm<JoinTabValues>({
    mode: 'controlled',
    initialValues: { table_number: lockedTable, password: '' },
    validate: validateJoinTab,
    // Any edit answers the message: every field's mark goes with it, as does the API's refusal.
    onValuesChange: () => {
      form.clearErrors();
      clearError();
    },
  });

  // Only a form its validation passed is sent: the check on the table is for the type.
  const submit = form.onSubmit((values) => {
    if (values.table_number) void join({ venueUuid: venue.uuid, table: values.table_number, password: values.password });
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
          label={t(rooms ? 'joinTab.room' : 'joinTab.table')}
          placeholder={t(rooms ? 'joinTab.roomPlaceholder' : 'joinTab.tablePlaceholder')}
          locked={lockedTable}
          invalid={Boolean(form.errors.table_number)}
          value={form.values.table_number}
          onChange={(table) => form.setFieldValue('table_number', table)}
        />
        <TextInput
          label={t('joinTab.password')}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          withAsterisk
          maxLength={PASSWORD_FIELD_LENGTH}
          value={form.values.password}
          onChange={(event) => form.setFieldValue('password', passwordInput(form.values.password, event.currentTarget.value))}
          error={Boolean(form.errors.password)}
        />
        <FormProblem message={message} />
        <FormActions submitLabel={t('joinTab.submit')} cancelLabel={t('joinTab.cancel')} pending={pending} onCancel={cancel} />
      </Stack>
    </form>
  );
}

/**
 * The form with the link's table fixed, or, once the venue's tables (loaded for the venue) do not hold it, open
 * for the guest to pick; the form starts again when that is known.
 */
function LinkedJoinTabForm({ venue, table }: { venue: Venue; table: string | null }) {
  const { locked, unknown } = useLinkTable(table);
  return <JoinTabForm key={locked ?? ''} venue={venue} lockedTable={locked} unknownTable={unknown} />;
}

/** /join-tab: the table and the tab's password join the guest to a tab already open there. */
export default function JoinTabPage() {
  const { t } = useTranslation();
  const { table } = useLinkParams();
  const closed = useTabFormGate('join-tab');
  return (
    <TabFormLayout title={t('joinTab.title')}>
      <VenueGate>{(venue) => (closed ? null : <LinkedJoinTabForm venue={venue} table={table} />)}</VenueGate>
    </TabFormLayout>
  );
}
