import '@mantine/dates/styles.css';
import 'dayjs/locale/el.js';
import 'dayjs/locale/es.js';
import 'dayjs/locale/fr.js';
import { useId } from 'react';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, htmlLangFor } from '@tabula/shared';
import { CHECKOUT_DISPLAY_FORMAT, clampCheckoutDate, formatCheckoutPayload, minCheckoutDate } from './checkoutDate';
import { useMonthCrossingKeys } from './useMonthCrossingKeys';

interface CheckoutDateInputProps {
  /** YYYY-MM-DD, as the picker holds it and the login sends it. */
  value: string;
  onChange: (value: string) => void;
}

/** The earliest check-out the picker offers: tomorrow. */
export const earliestCheckout = (): string => formatCheckoutPayload(minCheckoutDate());

/** YYYY-MM-DD of the date the guest gave, or tomorrow when it is earlier (a page left open overnight), empty or not a date. */
export const checkoutValue = (value: string): string => formatCheckoutPayload(clampCheckoutDate(value || null));

/**
 * The check-out date: a calendar in the guest's language that starts at tomorrow and offers no earlier day,
 * shown as dd/MM/yyyy. By keyboard, arrows go on into the next or previous month, and once a day is
 * chosen focus is back on the field, not lost to the page.
 */
export function CheckoutDateInput({ value, onChange }: CheckoutDateInputProps) {
  const { t } = useTranslation();
  const language = useUnit($language);
  // The calendar is labelled by the field: its popover must name the field's own id, which it does not by itself.
  const id = useId();
  const earliest = earliestCheckout();
  const months = useMonthCrossingKeys(value, earliest);
  return (
    // No weekend days: Mantine shows them in a light red that is too faint to read (3.3:1) on white.
    <DatesProvider settings={{ locale: htmlLangFor(language), firstDayOfWeek: 1, weekendDays: [] }}>
      <DatePickerInput
        id={id}
        label={t('login.checkoutDate')}
        valueFormat={CHECKOUT_DISPLAY_FORMAT}
        minDate={earliest}
        date={months.date}
        onDateChange={months.onDateChange}
        getDayProps={months.getDayProps}
        value={value}
        onChange={(date) => onChange(checkoutValue(date ?? ''))}
        leftSection={<IconCalendar size={16} aria-hidden />}
        ariaLabels={{
          previousMonth: t('login.calendar.previousMonth'),
          nextMonth: t('login.calendar.nextMonth'),
          previousYear: t('login.calendar.previousYear'),
          nextYear: t('login.calendar.nextYear'),
          previousDecade: t('login.calendar.previousDecade'),
          nextDecade: t('login.calendar.nextDecade'),
        }}
        popoverProps={{ id, withinPortal: true, returnFocus: true, onOpen: months.reset }}
        withAsterisk
      />
    </DatesProvider>
  );
}
