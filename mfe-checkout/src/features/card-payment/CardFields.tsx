import { useId, type ReactNode } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import { CardCvcElement, CardExpiryElement, CardNumberElement } from '@stripe/react-stripe-js';
import type { StripeElementChangeEvent, StripeElementStyle } from '@stripe/stripe-js';
import { useTranslation } from 'react-i18next';
import * as classes from './CardFields.module.css';

export type CardField = 'cardNumber' | 'cardExpiry' | 'cardCvc';

export interface CardFieldState {
  complete: boolean;
  error: string | null;
}

export type CardFieldsState = Record<CardField, CardFieldState>;

export const EMPTY_CARD: CardFieldsState = {
  cardNumber: { complete: false, error: null },
  cardExpiry: { complete: false, error: null },
  cardCvc: { complete: false, error: null },
};

export const cardComplete = (card: CardFieldsState): boolean =>
  card.cardNumber.complete && card.cardExpiry.complete && card.cardCvc.complete;

const style: StripeElementStyle = { base: { fontSize: '16px', color: '#1a1b1e', '::placeholder': { color: '#6b6f76' } } };

interface CardFieldsProps {
  card: CardFieldsState;
  disabled: boolean;
  onChange: (field: CardField, state: CardFieldState) => void;
}

/** Card number, expiry and CVC as separate Stripe elements, each with a visible label and its own error. */
export function CardFields({ card, disabled, onChange }: CardFieldsProps) {
  const { t } = useTranslation();
  const ids = { cardNumber: useId(), cardExpiry: useId(), cardCvc: useId() };
  const report = (field: CardField) => (event: StripeElementChangeEvent) =>
    onChange(field, { complete: event.complete, error: event.error?.message ?? null });

  const field = (name: CardField, label: string, element: ReactNode) => (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Text component="span" id={ids[name]} size="sm" fw={500}>
        {label}
      </Text>
      <Box className={classes.field} data-error={card[name].error ? true : undefined} role="group" aria-labelledby={ids[name]}>
        {element}
      </Box>
      {card[name].error ? (
        <Text size="xs" c="red.8" role="alert">
          {card[name].error}
        </Text>
      ) : null}
    </Stack>
  );

  return (
    <Stack gap="sm">
      {field(
        'cardNumber',
        t('checkout.cardNumber'),
        <CardNumberElement options={{ style, disabled, showIcon: true }} onChange={report('cardNumber')} />,
      )}
      <Box className={classes.row}>
        {field('cardExpiry', t('checkout.expiry'), <CardExpiryElement options={{ style, disabled }} onChange={report('cardExpiry')} />)}
        {field('cardCvc', t('checkout.cvc'), <CardCvcElement options={{ style, disabled }} onChange={report('cardCvc')} />)}
      </Box>
    </Stack>
  );
}
