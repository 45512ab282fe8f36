import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { gr } from './gr';

export const LANGUAGES = ['en', 'es', 'gr', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const resources = {
  en: { translation: en },
  es: { translation: es },
  gr: { translation: gr },
  fr: { translation: fr },
};
