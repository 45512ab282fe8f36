import type { TextBundle, TextTree } from '../i18n';

function leaves(tree: TextTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [p, v] of leaves(value, path)) found.set(p, v);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

export interface TranslationRules {
  /**
   * English keys a language deliberately leaves to English (i18next then shows the English
   * wording), named one by one, so a screen never mixes languages by accident. Keep it empty.
   */
  englishFallbacks?: readonly string[];
}

/**
 * What every text bundle promises its guests: Spanish, Greek and French translate every English key
 * (or the key is listed as a deliberate English fallback), none blank and with the same placeholders,
 * and no language has a key English lacks. Returns the problems found, so a test can show them all at once.
 */
export function translationProblems(bundle: TextBundle, { englishFallbacks = [] }: TranslationRules = {}): string[] {
  const english = leaves(bundle.en);
  const fallbacks = new Set(englishFallbacks);
  const problems: string[] = [];
  for (const key of fallbacks) if (!english.has(key)) problems.push(`fallback: ${key} is not an English key`);
  for (const language of ['es', 'gr', 'fr'] as const) {
    const translated = leaves(bundle[language]);
    for (const key of english.keys()) if (!translated.has(key) && !fallbacks.has(key)) problems.push(`${language}: ${key} is missing`);
    for (const [key, text] of translated) {
      if (!english.has(key)) problems.push(`${language}: ${key} is not an English key`);
      else if (text.trim() === '') problems.push(`${language}: ${key} is blank`);
      else if (placeholders(text).join() !== placeholders(english.get(key) ?? '').join())
        problems.push(`${language}: ${key} has other placeholders than English`);
    }
  }
  // A fallback every language translates is no longer one: the list says what guests really see.
  for (const key of fallbacks)
    if (english.has(key) && (['es', 'gr', 'fr'] as const).every((language) => leaves(bundle[language]).has(key)))
      problems.push(`fallback: ${key} is translated in every language`);
  return problems;
}
