import { translationProblems } from '@tabula/shared/test';
import { texts } from '.';

describe("this remote's texts", () => {
  it('are complete in every language but French, with no blanks or placeholders', () => {
    expect(translationProblems(texts)).toEqual([]);
  });
});
