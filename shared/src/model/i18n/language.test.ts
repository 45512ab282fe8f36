import { allSettled } from 'effector';
import { i18n } from '../../i18n/instance';
import { createTestScope } from '../../test/scope';
import { $language, languageChanged } from '.';

afterEach(() => i18n.changeLanguage('en'));

describe('language', () => {
  it("defaults to 'en'", () => {
    expect(createTestScope().getState($language)).toBe('en');
  });

  it('persists under `language`, switches i18next and sets <html lang>', async () => {
    const scope = createTestScope();
    await allSettled(languageChanged, { scope, params: 'gr' });
    expect(scope.getState($language)).toBe('gr');
    expect(localStorage.getItem('language')).toBe('gr');
    expect(i18n.language).toBe('gr');
    expect(document.documentElement.lang).toBe('el');
    await allSettled(languageChanged, { scope, params: 'es' });
    expect(document.documentElement.lang).toBe('es');
  });
});
