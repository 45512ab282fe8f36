import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, resources } from './resources';

/** The one i18next instance; the package is a federated singleton, so every remote shares it. */
export const i18n: I18n = i18next.createInstance();

/** Synchronous and idempotent: resources are bundled, so the first render already has its texts. */
export function initI18n(language: string = DEFAULT_LANGUAGE): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18n;
}

initI18n();
