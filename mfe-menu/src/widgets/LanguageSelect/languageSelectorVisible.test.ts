import { languageSelectorVisible } from './languageSelectorVisible';

describe('languageSelectorVisible', () => {
  it('shows the language selector only with more than one language', () => {
    expect(languageSelectorVisible({ en: 'English', es: 'Español' })).toBe(true);
    expect(languageSelectorVisible({ en: 'English' })).toBe(false);
    expect(languageSelectorVisible(null)).toBe(false);
  });
});
