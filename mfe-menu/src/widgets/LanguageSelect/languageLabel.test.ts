import type { TFunction } from 'i18next';
import { languageLabel } from './languageLabel';

const tWith = (text: string) => (() => text) as unknown as TFunction;

describe('languageLabel', () => {
  it('keeps the English label as it is', () => {
    expect(languageLabel(tWith('Language'))).toBe('Language');
  });

  it('adds the English word to a translated label', () => {
    expect(languageLabel(tWith('Idioma'))).toBe('Idioma (Language)');
    expect(languageLabel(tWith('Γλώσσα'))).toBe('Γλώσσα (Language)');
  });
});
