import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isHotelRoomVenue, VenueGate, type Venue } from '@tabula/shared';
import { useJoinTab } from '../../features/join-tab';
import {
  FormActions,
  FormProblem,
  TableSelect,
  TabFormLayout,
  missingFieldsMessage,
  missingJoinTabFields,
  PASSWORD_FIELD_LENGTH,
  passwordInput,
  useCancel,
  useLinkParams,
  useTabFormGate,
  type TabField,
} from '../../features/tab-form';

interface JoinTabValues {
  table_number: string | null;
  password: string;
}

function JoinTabForm({ venue, lockedTable }: { venue: Venue; lockedTable: string | null }) {
  const { t } = useTranslation();
  const { join, pending, errorKey, clearError } = useJoinTab();
  const cancel = useCancel('join-tab', lockedTable);
  const [missing, setMissing] = useState<TabField[]>([]);
  const form = useForm<JoinTabValues>({
    mode: 'controlled',
    initialValues: { table_number: lockedTable, password: '' },
    onValuesChange: () => {
      setMissing([]);
      clearError();
    },
  });

  const submit = form.onSubmit((values) => {
    const absent = missingJoinTabFields(values);
    setMissing(absent);
    if (absent.length > 0 || !values.table_number) return;
    void join({ venueUuid: venue.uuid, table: values.table_number, password: values.password });
  });

  // Room service takes the guest's room where other venues take a table.
  const rooms = isHotelRoomVenue(venue);
  const message = missing.length > 0 ? missingFieldsMessage(missing, t, rooms) : errorKey ? t(errorKey) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TableSelect
          label={t(rooms ? 'joinTab.room' : 'joinTab.table')}
          placeholder={t(rooms ? 'joinTab.roomPlaceholder' : 'joinTab.tablePlaceholder')}
          locked={lockedTable}
          invalid={missing.includes('tableNumber')}
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
          error={missing.includes('password')}
        />
        <FormProblem message={message} />
        <FormActions submitLabel={t('joinTab.submit')} cancelLabel={t('joinTab.cancel')} pending={pending} onCancel={cancel} />
      </Stack>
    </form>
  );
}

/** /join-tab: the table and the tab's password join the guest to a tab already open there. */
export default function JoinTabPage() {
  const { t } = useTranslation();
  const { table } = useLinkParams();
  const closed = useTabFormGate('join-tab');
  return (
    <TabFormLayout title={t('joinTab.title')}>
      <VenueGate>{(venue) => (closed ? null : <JoinTabForm venue={venue} lockedTable={table} />)}</VenueGate>
    </TabFormLayout>
  );
}
