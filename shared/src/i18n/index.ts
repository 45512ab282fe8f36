export { htmlLangFor } from './html-lang';
export { registerTexts } from './register-texts';
export type { TextBundle, TextTree } from './register-texts';
