import { i18n } from './instance';
import { registerTexts } from './register-texts';
import { translationProblems } from '../test/text-bundle';

const bundle = {
  en: { sample: { greeting: 'Hello {{name}}', bye: 'Bye' } },
  es: { sample: { greeting: 'Hola {{name}}', bye: 'Adiós' } },
  gr: { sample: { greeting: 'Γεια {{name}}', bye: 'Αντίο' } },
  fr: { sample: { greeting: 'Bonjour {{name}}', bye: 'Au revoir' } },
};

afterEach(() => i18n.changeLanguage('en'));

describe('a remote registering its texts', () => {
  it('adds them beside the kernel texts in every language, a language falling back to English for a key it lacks', async () => {
    registerTexts({ ...bundle, fr: { sample: { greeting: 'Bonjour {{name}}' } } });
    expect(i18n.t('sample.greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(i18n.t('common.ok')).toBe('OK');
    await i18n.changeLanguage('gr');
    expect(i18n.t('sample.bye')).toBe('Αντίο');
    await i18n.changeLanguage('fr');
    expect(i18n.t('sample.greeting', { name: 'Ana' })).toBe('Bonjour Ana');
    expect(i18n.t('sample.bye')).toBe('Bye');
  });

  it('lets a newer deployment of the remote change a text', () => {
    registerTexts(bundle);
    registerTexts({ ...bundle, en: { sample: { greeting: 'Welcome {{name}}', bye: 'Bye' } } });
    expect(i18n.t('sample.greeting', { name: 'Ana' })).toBe('Welcome Ana');
  });
});

describe('translationProblems', () => {
  it('finds nothing wrong in a complete bundle', () => {
    expect(translationProblems(bundle)).toEqual([]);
  });

  it('names a missing key, a blank text, a lost placeholder and a key English lacks, French included', () => {
    expect(
      translationProblems({
        ...bundle,
        es: { sample: { greeting: 'Hola' } },
        gr: { sample: { greeting: 'Γεια {{name}}', bye: ' ' } },
        fr: { sample: { greeting: 'Bonjour' }, other: 'Autre' },
      }),
    ).toEqual([
      'es: sample.bye is missing',
      'es: sample.greeting has other placeholders than English',
      'gr: sample.bye is blank',
      'fr: sample.bye is missing',
      'fr: sample.greeting has other placeholders than English',
      'fr: other is not an English key',
    ]);
  });

  it('lets a language leave a key to English only where the app lists it by name', () => {
    const partial = { ...bundle, fr: { sample: { greeting: 'Bonjour {{name}}' } } };
    expect(translationProblems(partial)).toEqual(['fr: sample.bye is missing']);
    expect(translationProblems(partial, { englishFallbacks: ['sample.bye'] })).toEqual([]);
  });

  it('keeps the list of English fallbacks honest: English keys that some language really leaves out', () => {
    expect(translationProblems(bundle, { englishFallbacks: ['sample.bye', 'sample.gone'] })).toEqual([
      'fallback: sample.gone is not an English key',
      'fallback: sample.bye is translated in every language',
    ]);
  });
});
