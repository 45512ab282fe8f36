import { htmlLangFor } from './html-lang';
import { i18n } from './instance';
import { resources } from './resources';
import { translationProblems } from '../test/text-bundle';

/** The kernel's own texts; no French key is left to English on purpose. */
const ENGLISH_FALLBACKS: string[] = [];

afterEach(() => i18n.changeLanguage('en'));

describe('resources', () => {
  it('are translated into Spanish, Greek and French key for key, none blank, with the same placeholders', () => {
    const bundle = {
      en: resources.en.translation,
      es: resources.es.translation,
      gr: resources.gr.translation,
      fr: resources.fr.translation,
    };
    expect(translationProblems(bundle, { englishFallbacks: ENGLISH_FALLBACKS })).toEqual([]);
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

  it('switches language, French included', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('common.cancel')).toBe('Annuler');
    expect(i18n.t('errors.generic')).toBe('Une erreur est survenue');
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
