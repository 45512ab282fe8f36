import { translationProblems } from '@tabula/shared/test';
import { en } from './en';
import { texts } from '.';

/** Keys a language deliberately leaves to English, by name: none, so no screen mixes languages. */
const ENGLISH_FALLBACKS: string[] = [];

describe("this remote's texts", () => {
  it('are complete in every language, French included, with no blanks or lost placeholders', () => {
    expect(translationProblems(texts, { englishFallbacks: ENGLISH_FALLBACKS })).toEqual([]);
  });

  it.each([
    [en.errors.tableOrPasswordMismatch, "Table number or password don't match"],
    [en.errors.missingFields, 'Missing fields'],
    [en.tabBar.exitConfirm, 'Are you sure you want to exit'],
    [en.tabBar.readOnly, 'read only mode'],
    [en.tabBar.notAccepting, 'venue currently not accepting orders'],
  ])('English "%s" is the spec text', (text, spec) => {
    expect(text).toBe(spec);
  });
});
