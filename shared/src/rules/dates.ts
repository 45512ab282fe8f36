import dayjs, { type ConfigType } from 'dayjs';

/** The earliest check-out a hotel guest may enter: tomorrow. */
export function minCheckoutDate(now: ConfigType = undefined): Date {
  return dayjs(now).add(1, 'day').startOf('day').toDate();
}

/** Earlier dates reset to tomorrow (spec §5). */
export function clampCheckoutDate(value: ConfigType, now: ConfigType = undefined): Date {
  const min = minCheckoutDate(now);
  const date = dayjs(value);
  return !date.isValid() || date.isBefore(min) ? min : date.startOf('day').toDate();
}

/** The check-out date is shown day first, whatever the browser's own date format. */
export const CHECKOUT_DISPLAY_FORMAT = 'DD/MM/YYYY';

export const formatCheckoutPayload = (value: ConfigType): string => dayjs(value).format('YYYY-MM-DD');
