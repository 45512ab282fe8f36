import { useState } from 'react';
import { CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { CardFields, EMPTY_CARD, cardComplete, type CardField, type CardFieldState } from './CardFields';
import { PayForm, type PaysFor } from './PayForm';

/** Stripe's card number, expiry and CVC elements, confirmed with Stripe.js on the venue's account, for the order or a payment handed over. */
export function StripeCardForm({ heading, ...paysFor }: PaysFor & { heading: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [card, setCard] = useState(EMPTY_CARD);

  const onCardChange = (field: CardField, state: CardFieldState) => setCard((current) => ({ ...current, [field]: state }));

  const confirm = async (clientSecret: string) => {
    const cardElement = elements?.getElement(CardNumberElement);
    if (!stripe || !cardElement) return { ok: false as const, reason: null };
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card: cardElement } });
    return result.error ? { ok: false as const, reason: result.error.message ?? null } : { ok: true as const };
  };

  return (
    <PayForm
      {...paysFor}
      heading={heading}
      fields={(disabled) => <CardFields card={card} disabled={disabled} onChange={onCardChange} />}
      cardComplete={Boolean(stripe && elements) && cardComplete(card)}
      confirm={confirm}
    />
  );
}
