import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, resources } from './resources';

/** The one i18next instance; the package is a federated singleton, so every remote shares it. */
export const i18n: I18n = i18next.createInstance();

// Synchronous: resources are bundled, so the first render already has its texts.
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});
