import { ApiRequestError, i18n } from '@tabula/shared';
import { apiErrorMessage } from './apiErrorMessage';

const t = i18n.getFixedT('en');

describe('the message a failed call shows', () => {
  it("is the API's own message when it answered", () => {
    expect(apiErrorMessage(new ApiRequestError(400, { message: 'Choose a table' }), t)).toBe('Choose a table');
  });

  it('asks to check the connection when there was no answer', () => {
    expect(apiErrorMessage(new ApiRequestError(0, { message: 'Network error' }), t)).toBe(
      'Network error. Check your connection and try again.',
    );
  });

  it('is the generic message for anything else', () => {
    expect(apiErrorMessage(new Error('boom'), t)).toBe('Something went wrong');
  });
});
