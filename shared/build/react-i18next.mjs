// What every app shares as 'react-i18next': the provider, the hook and the i18next plugin, without
// the Trans components, HOCs and server-rendering helpers no app uses. subsets.test.ts keeps the
// list equal to what the apps' sources import.
export { I18nextProvider, initReactI18next, useTranslation } from '@tabula/react-i18next-esm';
