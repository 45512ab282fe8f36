import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { isHotelRoomVenue, useVenueTables, type Venue } from '@tabula/shared';
import { validateHotelLogin } from './validation';
import { text } from '../layout';
import { CheckoutDateInput, checkoutValue, earliestCheckout } from './CheckoutDateInput';
import { $loginErrorKey, $loginPending, loginFormEdited, loginSubmitted, notStayingPressed } from './model';

interface LoginValues {
  surname: string;
  room_number: string;
  checkout: string;
  /** '' until chosen, where the form asks for it; null where it does not. */
  table: string | null;
}

interface LoginFormProps {
  venue: Venue;
  table: string | null;
}

export function LoginForm({ venue, table }: LoginFormProps) {
  const { t } = useTranslation();
  // A finished login takes the guest on to the menu, and 'Not staying' to the start page (the model).
  const { pending, errorKey, login, edited, notStaying } = useUnit({
    pending: $loginPending,
    errorKey: $loginErrorKey,
    login: loginSubmitted,
    edited: loginFormEdited,
    notStaying: notStayingPressed,
  });
  // Room service opens the tab on the room; a venue with tables needs one, and asks when the link named none.
  const asksTable = !isHotelRoomVenue(venue) && table === null;
  const tables = useVenueTables();
  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { surname: '', room_number: '', checkout: earliestCheckout(), table: asksTable ? '' : null },
    validate: (values) => {
      const errors = validateHotelLogin(values);
      return {
        surname: errors.surname ? t(errors.surname) : null,
        room_number: errors.room_number ? t(errors.room_number) : null,
        table: errors.table ? t(errors.table) : null,
      };
    },
    // A refusal answered what the guest sent: once they change anything, it no longer stands.
    onValuesChange: () => edited(),
  });

  const submit = form.onSubmit((values) => {
    const checkout = checkoutValue(values.checkout);
    form.setFieldValue('checkout', checkout);
    login({ venueUuid: venue.uuid, surname: values.surname, room: values.room_number, checkout, table: values.table ?? table });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('login.surname')} autoComplete="family-name" withAsterisk maxLength={80} {...form.getInputProps('surname')} />
        <TextInput label={t('login.roomNumber')} withAsterisk maxLength={20} {...form.getInputProps('room_number')} />
        <CheckoutDateInput value={form.values.checkout} onChange={(value) => form.setFieldValue('checkout', value)} />
        {asksTable ? (
          <Select
            label={t('landing.tableLabel')}
            placeholder={t('landing.tablePlaceholder')}
            data={[...tables.tables]}
            nothingFoundMessage={tables.loading ? t('common.loading') : undefined}
            withAsterisk
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('table')}
            value={form.values.table || null}
            onChange={(value) => form.setFieldValue('table', value ?? '')}
            error={tables.failed ? t('errors.generic') : form.errors.table}
          />
        ) : null}
        {errorKey ? (
          <Alert role="alert" color="red" variant="light" classNames={{ message: text.sentence }}>
            {t(errorKey)}
          </Alert>
        ) : null}
        <Button type="submit" loading={pending}>
          {t('login.continue')}
        </Button>
        {isHotelRoomVenue(venue) ? null : (
          <Button variant="default" onClick={() => notStaying(table)}>
            {t('login.notStaying')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
