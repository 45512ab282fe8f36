import { translationProblems } from '@tabula/shared/test';
import { en } from './en';
import { texts } from '.';
import { REMOTE_NAMES } from '../remotes/contracts';
import { previewTexts } from '../preview/texts';

/** Keys a language deliberately leaves to English, by name: none, so no screen mixes languages. */
const ENGLISH_FALLBACKS: string[] = [];

describe("the shell's texts", () => {
  it('are complete in every language, French included, with no blanks or lost placeholders', () => {
    expect(translationProblems(texts, { englishFallbacks: ENGLISH_FALLBACKS })).toEqual([]);
  });

  it("include the preview badge's texts, complete in every language too", () => {
    expect(translationProblems(previewTexts)).toEqual([]);
  });

  it('keep the wording guests are shown', () => {
    expect(en.notFound).toEqual({ title: 'Error 404', subtitle: 'Page Not Found', action: 'check it out' });
    expect(en.overlays.orderExpired).toBe('Your Order has expired.');
    expect(en.overlays.tabExpired).toBe('Your Tab has expired');
    expect(en.shell.remoteFailed.title).toBe('Something went wrong loading this part of the app');
    expect(en.shell.remoteFailed.retry).toBe('Retry');
  });

  it('name every remote of the list (remotes.json) in words, for the screen that says which part failed', () => {
    expect(Object.keys(en.shell.remote).sort()).toEqual([...REMOTE_NAMES].sort());
  });
});
