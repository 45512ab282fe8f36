import { translationProblems, i18n } from '@tabula/shared/test';
import { texts } from '.';

/** Keys a language deliberately leaves to English, by name: none, so no screen mixes languages. */
const ENGLISH_FALLBACKS: string[] = [];

describe("this remote's texts", () => {
  it('are complete in every language, French included, with no blanks or lost placeholders', () => {
    expect(translationProblems(texts, { englishFallbacks: ENGLISH_FALLBACKS })).toEqual([]);
  });

  it.each([
    ['landing.welcome', 'welcome'],
    ['landing.subtitle', 'join an existing tab or open a new one'],
    ['landing.viewAndOrder', 'View menu and order'],
    ['landing.justView', 'Just view menu'],
    ['enterTable.title', 'Enter your table number'],
    ['login.notStaying', 'Not staying at the hotel'],
    ['login.emailTitle', 'Enter email used during check-in'],
    ['login.sendEmail', 'Send Email'],
    ['emailConfirmation.sent', 'We have sent you an email with your session link'],
    ['emailConfirmation.inbox', 'Go to your inbox'],
    ['emailConfirmation.sendAgain', 'Send again'],
    ['errors.loginFailed', 'something went wrong!'],
    ['errors.stayNotFound', 'We could not find a stay with these details. Check your surname, room number and check-out date.'],
    ['errors.emailSent', 'Email sent Successfully'],
    ['errors.tryAgain', 'Something went wrong. Try Again'],
  ])('English %s is the spec text', (key, text) => {
    expect(i18n.t(key)).toBe(text);
  });
});
