export { htmlLangFor } from './html-lang';
export { i18n, initI18n } from './instance';
export { registerTexts } from './register-texts';
export type { TextBundle, TextTree } from './register-texts';
export { DEFAULT_LANGUAGE, LANGUAGES, resources } from './resources';
export type { Language, Messages, PartialMessages } from './resources';
export { useTranslation, I18nextProvider } from 'react-i18next';
