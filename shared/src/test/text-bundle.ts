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

/**
 * What every text bundle promises its guests: Spanish and Greek translate every English key, none
 * blank and with the same placeholders; French names only English keys (the rest falls back).
 * Returns the problems found, so a test can show them all at once.
 */
export function translationProblems(bundle: TextBundle): string[] {
  const english = leaves(bundle.en);
  const problems: string[] = [];
  for (const language of ['es', 'gr'] as const) {
    const translated = leaves(bundle[language]);
    for (const key of english.keys()) if (!translated.has(key)) problems.push(`${language}: ${key} is missing`);
    for (const [key, text] of translated) {
      if (!english.has(key)) problems.push(`${language}: ${key} is not an English key`);
      else if (text.trim() === '') problems.push(`${language}: ${key} is blank`);
      else if (placeholders(text).join() !== placeholders(english.get(key) ?? '').join())
        problems.push(`${language}: ${key} has other placeholders than English`);
    }
  }
  for (const key of leaves(bundle.fr).keys()) if (!english.has(key)) problems.push(`fr: ${key} is not an English key`);
  return problems;
}
