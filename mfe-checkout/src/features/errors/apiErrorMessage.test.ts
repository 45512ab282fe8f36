import { ApiRequestError, REFUSAL_CODES } from '@tabula/shared';
import { i18n } from '@tabula/shared/test';
import { apiErrorMessage } from './apiErrorMessage';

const t = i18n.getFixedT('en');

describe('the message a failed call shows', () => {
  it("words the refusal's code in the guest's language, never the API's English text", () => {
    const refused = new ApiRequestError(400, { message: 'Choose a table', code: 'choose_table' });
    expect(apiErrorMessage(refused, t)).toBe('Choose a table.');
    expect(apiErrorMessage(refused, i18n.getFixedT('es'))).toBe('Elige una mesa.');
    expect(apiErrorMessage(refused, i18n.getFixedT('gr'))).toBe('Επιλέξτε τραπέζι.');
    expect(apiErrorMessage(refused, i18n.getFixedT('fr'))).toBe('Choisissez une table.');
  });

  it('tells a declined card from a payment cancelled because the order changed', () => {
    const declined = new ApiRequestError(402, { message: 'Your card was declined.', code: 'card_declined' });
    const cancelled = new ApiRequestError(402, { message: 'This payment was cancelled', code: 'payment_cancelled_order_changed' });
    const es = i18n.getFixedT('es');
    expect(apiErrorMessage(declined, es)).toBe('Tu tarjeta ha sido rechazada.');
    expect(apiErrorMessage(cancelled, es)).toBe(
      'Este pago se ha cancelado porque tu pedido cambió; no se ha cobrado nada. Revisa tu pedido y vuelve a pagar.',
    );
  });

  it('has a text of its own for every code the API may send, in every language', () => {
    for (const language of ['en', 'es', 'gr', 'fr']) {
      const words = i18n.getFixedT(language);
      for (const code of REFUSAL_CODES) {
        const text = apiErrorMessage(new ApiRequestError(400, { message: 'x', code }), words);
        expect([language, code, text === `refusals.${code}` || text === 'x']).toEqual([language, code, false]);
        if (language !== 'en') expect(text).not.toBe(apiErrorMessage(new ApiRequestError(400, { message: 'x', code }), t));
      }
    }
  });

  it('never repeats the text of a refusal without a code', () => {
    expect(apiErrorMessage(new ApiRequestError(400, { message: 'body/tip_amount must be <= 10000' }), t)).toBe(
      'Your order could not be sent as it is. Please check it and try again.',
    );
    expect(apiErrorMessage(new ApiRequestError(409, { message: 'Something in English' }), t)).toBe(
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
