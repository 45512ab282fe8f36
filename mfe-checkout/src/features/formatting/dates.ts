import dayjs, { type ConfigType } from 'dayjs';
import el from 'dayjs/locale/el';
import es from 'dayjs/locale/es';
import fr from 'dayjs/locale/fr';
import { htmlLangFor } from '@tabula/shared';

const DATE_TIME_FORMAT = 'D MMM, YYYY - HH:mm';

/** Month names of the app's languages; English is dayjs's own. The venue's `gr` is Greek, `el`. */
const LOCALES: Record<string, ILocale> = { el, es, fr };

/**
 * Order dates such as "5 Mar, 2026 - 14:07" ("5 Μαρ, 2026 - 14:07" in Greek), in the guest's time zone
 * and language; '' when absent or invalid.
 */
export function formatDateTime(value: ConfigType | null, language = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const locale = LOCALES[htmlLangFor(language)];
  return (locale ? date.locale(locale) : date).format(DATE_TIME_FORMAT);
}
