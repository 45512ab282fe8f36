export { LanguageSelect } from './LanguageSelect';
