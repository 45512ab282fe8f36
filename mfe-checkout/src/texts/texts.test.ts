import { translationProblems, i18n } from '@tabula/shared/test';
import { checkoutTexts } from '.';

/** Keys a language deliberately leaves to English, by name: none, so no screen mixes languages. */
const ENGLISH_FALLBACKS: string[] = [];

describe('the checkout texts', () => {
  it('are translated: Spanish, Greek and French key for key, none blank, with the same placeholders', () => {
    expect(translationProblems(checkoutTexts, { englishFallbacks: ENGLISH_FALLBACKS })).toEqual([]);
  });

  it.each([
    ['previousOrders.empty', 'No Previous Order'],
    ['orderStatus.declined', 'Order declined'],
    ['orderStatus.declinedBody', 'Looks like the kitchen declined your order, for more information please speak to the manager'],
    ['orderStatus.backToMenu', 'Back to the menu'],
    ['orderStatus.refunded', 'Your payment of {{amount}} has been refunded.'],
    ['previousOrders.refunded', 'Refunded {{amount}}'],
    ['previousOrders.chargedToRoom', 'Charged to room {{room}}'],
    ['orderReview.placedElsewhere', 'This order has already been placed.'],
    ['orderStatus.confirmed', 'Order confirmed!'],
    ['orderStatus.waiting', 'Your order has been sent, waiting for the venue to accept it.'],
    ['orderStatus.expired', 'Order expired'],
    ['orderStatus.expiredBody', 'Your order has been expired, for more information please speak to the management.'],
    ['cart.note', 'Leave a note for the server'],
    ['cart.placeOrder', 'Place Order'],
    ['cart.title', 'Your order'],
    ['cart.addToTab', 'Add to tab'],
    ['cart.payNow', 'Pay now'],
    ['cart.chargeMyRoom', 'Charge my room'],
    ['cart.tipNone', 'Not Now'],
    ['checkout.orEnterCard', 'Or enter card details'],
    ['checkout.walletLabel', 'Order Total Payment'],
    ['payment.title', 'How would you like to pay?'],
    ['tip.title', 'amount to tip'],
    ['orderDetail.reorder', 'Add items to new order'],
    ['previousOrders.notPaid', 'Not Paid'],
    ['previousOrders.paid', 'Paid'],
    ['previousOrders.declined', '(Declined)'],
    ['previousOrders.accepted', '(Accepted)'],
    ['errors.paymentFailed', 'Payment failed'],
  ])('reads %s as the guest is promised: %s', (key, text) => {
    expect(i18n.getFixedT('en')(key)).toBe(text);
  });

  it('words a declined card in French all through, not half in English', () => {
    const t = i18n.getFixedT('fr');
    expect(`${t('errors.paymentFailed')}: ${t('checkout.cardDeclined')}`).toBe('Le paiement a échoué: Votre carte a été refusée.');
  });

  it('words the card form in French, with no English left beside it', () => {
    const t = i18n.getFixedT('fr');
    expect([t('checkout.title'), t('checkout.cardNumber'), t('checkout.pay'), t('payment.title')]).toEqual([
      'Informations de paiement',
      'Numéro de carte',
      'Payer',
      'Comment souhaitez-vous payer ?',
    ]);
  });
});
