import type { TFunction } from 'i18next';

/**
 * The selector's accessible name always contains the English word, so a guest (or a test) who does
 * not read the current language can still find it: "Idioma (Language)".
 */
export function languageLabel(t: TFunction): string {
  const translated = t('common.language');
  return /language/i.test(translated) ? translated : `${translated} (Language)`;
}
