import { ApiRequestError } from '@tabula/shared';
import { i18n } from '@tabula/shared/test';
import { apiErrorMessage } from './apiErrorMessage';

const t = i18n.getFixedT('en');

describe('the message a failed call shows', () => {
  it("is the API's own message when it answered", () => {
    expect(apiErrorMessage(new ApiRequestError(400, { message: 'Choose a table' }), t)).toBe('Choose a table');
  });

  it("never repeats the server's validation text to a guest", () => {
    expect(apiErrorMessage(new ApiRequestError(400, { message: 'body/tip_amount must be <= 10000' }), t)).toBe(
      'Your order could not be sent as it is. Please check it and try again.',
    );
    expect(apiErrorMessage(new ApiRequestError(400, { message: "body must have required property 'payment_method'" }), t)).toBe(
      'Your order could not be sent as it is. Please check it and try again.',
    );
  });

  it("keeps a server failure's details from the guest", () => {
    expect(apiErrorMessage(new ApiRequestError(502, { message: 'Payment provider error: ECONNRESET' }), t)).toBe('Something went wrong');
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
