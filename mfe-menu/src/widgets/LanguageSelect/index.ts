export { LanguageSelect } from './LanguageSelect';
export { languageSelectorVisible } from './languageSelectorVisible';
