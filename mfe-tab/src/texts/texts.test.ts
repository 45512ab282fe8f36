import { translationProblems } from '@tabula/shared/test';
import { en } from './en';
import { texts } from '.';

describe("this remote's texts", () => {
  it('are complete in every language but French, with no blanks or placeholders', () => {
    expect(translationProblems(texts)).toEqual([]);
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
