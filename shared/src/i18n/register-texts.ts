import type { Language } from './resources';
import { i18n } from './instance';

/** A tree of texts as a remote writes them: keys grouped per screen, strings at the leaves. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/**
 * A remote's own texts in the four languages. English is complete and the others mirror it key for
 * key, French included (each app's texts test checks it with the test kit's translationProblems);
 * a key a language lacks shows the English wording, which would mix languages on one screen.
 */
export type TextBundle = Record<Exclude<Language, 'fr'>, TextTree> & { fr: TextTree };

/**
 * Adds a remote's texts to the one i18next instance, merged into the default namespace under the
 * remote's own top-level keys. A remote calls it when its entry loads, so a text it changes ships
 * with its next deployment; a later version of the same remote overwrites what an earlier one added.
 */
export function registerTexts(bundle: TextBundle): void {
  for (const [language, tree] of Object.entries(bundle)) {
    i18n.addResourceBundle(language, 'translation', tree, true, true);
  }
}
