/** The languages a guest's e-mail can be written in, as the app names them, and the locale that writes its dates. */
const DATE_LOCALES: Record<string, string> = { en: 'en-GB', es: 'es-ES', gr: 'el-GR', fr: 'fr-FR' };

/**
 * The check-out day as a guest reads it in their language ('Sunday, 13 December 2026' in English), from the
 * app's language code (en, es, gr, fr; anything else is English). The day is the UTC one: check-out is noon UTC
 * of the check-out date, so no time zone moves it to another day.
 */
export function checkOutDayText(checkOut: Date, language: string | undefined): string {
  const locale = DATE_LOCALES[language?.trim().toLowerCase() ?? ''] ?? DATE_LOCALES.en;
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    checkOut,
  );
}
