import { registerTexts } from '@tabula/shared';
import { i18n } from '@tabula/shared/test';
import { BUILT_DECLARATIONS } from '../remotes/builtDeclarations';
import { APP_NAME, homeTitleKeyOf, pageTitle, type Translate } from './pageTitle';

/** The texts of one language, as the shell reads them: undefined for a key no loaded bundle has. */
const textsIn =
  (language: string): Translate =>
  (key) => {
    const t = i18n.getFixedT(language);
    return i18n.exists(key, { lng: language }) ? t(key) : undefined;
  };

registerTexts({
  en: { sample: { title: 'Menu', lower: 'welcome' } },
  es: { sample: { title: 'Menú', lower: 'bienvenido' } },
  gr: { sample: { title: 'Μενού', lower: 'καλώς ήρθατε' } },
  fr: { sample: { title: 'Carte' } },
});

describe('the title of a page', () => {
  it.each([
    ['en', 'Menu – Tabula Bistro'],
    ['es', 'Menú – Tabula Bistro'],
    ['gr', 'Μενού – Tabula Bistro'],
    ['fr', 'Carte – Tabula Bistro'],
  ])('in %s is "<page title> – <venue name>"', (language, title) => {
    expect(pageTitle('sample.title', textsIn(language), 'Tabula Bistro', language)).toBe(title);
  });

  it('starts with a capital, as a title does, in every language', () => {
    expect(pageTitle('sample.lower', textsIn('en'), 'Tabula Bistro', 'en')).toBe('Welcome – Tabula Bistro');
    expect(pageTitle('sample.lower', textsIn('gr'), 'Grand Hotel', 'gr')).toBe('Καλώς ήρθατε – Grand Hotel');
    // French lacks the text and falls back to English, as on screen.
    expect(pageTitle('sample.lower', textsIn('fr'), 'Tabula Bistro', 'fr')).toBe('Welcome – Tabula Bistro');
  });

  it('leaves out what is not known yet: the venue before it loads, the page text before its remote does', () => {
    expect(pageTitle('sample.title', textsIn('en'), null, 'en')).toBe('Menu');
    expect(pageTitle('no.such.key', textsIn('en'), 'Tabula Bistro', 'en')).toBe('Tabula Bistro');
    expect(pageTitle(undefined, textsIn('en'), '  ', 'en')).toBe(APP_NAME);
  });
});

describe("the landing page's title key", () => {
  it('is the one the hotel remote declares for the landing page', () => {
    expect(homeTitleKeyOf(BUILT_DECLARATIONS)).toBe(
      BUILT_DECLARATIONS.mfe_hotel.pages.find((page) => page.module === './LandingPage')?.titleKey,
    );
    expect(homeTitleKeyOf(BUILT_DECLARATIONS)).toBeTruthy();
  });

  it('is none when no served version declares the landing page', () => {
    expect(homeTitleKeyOf({ ...BUILT_DECLARATIONS, mfe_hotel: { pages: [], widgets: [] } })).toBeUndefined();
  });
});
