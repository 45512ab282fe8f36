import { htmlLangFor } from './html-lang';
import { i18n } from './instance';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [p, v] of leaves(value, path)) found.set(p, v);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = leaves(resources.en.translation as Tree);

afterEach(() => i18n.changeLanguage('en'));

describe('resources', () => {
  it.each(['es', 'gr'] as const)('%s translates every English key with the same placeholders', (language) => {
    const translated = leaves(resources[language].translation as Tree);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect({ key, text: text.trim() === '' ? '' : 'ok' }).toEqual({ key, text: 'ok' });
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english.get(key) ?? '') });
    }
  });

  it('fr is a partial subset of the English keys', () => {
    const french = leaves(resources.fr.translation as Tree);
    expect(french.size).toBeGreaterThan(0);
    expect(french.size).toBeLessThan(english.size);
    for (const key of french.keys()) expect(english.has(key)).toBe(true);
  });

  it.each([
    ['common.ok', 'OK'],
    ['notFound.venue', 'Url Not Found'],
    ['errors.notAcceptingOrders', 'Venue currently not accepting orders'],
    ['errors.fieldRequired', 'Field is required'],
    ['errors.selectTableNumber', 'Select table number'],
    ['errors.invalidEmail', 'Invalid email'],
    ['common.loading', 'Loading…'],
  ])('English %s is the spec text', (key, text) => {
    expect(i18n.t(key)).toBe(text);
  });
});

describe('i18n instance', () => {
  it('is initialised in English', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
  });

  it('switches language and falls back to English for missing French keys', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('common.cancel')).toBe('Annuler');
    expect(i18n.t('errors.generic')).toBe('Something went wrong');
    await i18n.changeLanguage('gr');
    expect(i18n.t('common.cancel')).toBe('Ακύρωση');
  });
});

describe('htmlLangFor', () => {
  it("maps the venue key 'gr' to 'el'", () => {
    expect(htmlLangFor('gr')).toBe('el');
    expect(htmlLangFor('es')).toBe('es');
    expect(htmlLangFor('en')).toBe('en');
  });
});
