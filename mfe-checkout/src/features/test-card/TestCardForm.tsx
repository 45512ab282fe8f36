import { useState } from 'react';
import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, refusalCode } from '@tabula/shared';
import { confirmSimulatedPayment } from './api/confirmSimulatedPayment';
import { apiErrorMessage } from '../errors';
import { PayForm } from '../card-payment';
import type { CheckoutState } from '../card-payment';
import type { ConfirmResult } from '../placing';
import {
  checkCardNumber,
  checkCvc,
  checkExpiry,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  testCardOutcome,
  type CardField,
  type CardProblem,
  type FieldCheck,
} from './testCard';

const MESSAGES: Record<CardField, Record<CardProblem, string>> = {
  number: { incomplete: 'checkout.cardNumberIncomplete', invalid: 'checkout.cardNumberInvalid', past: 'checkout.cardNumberInvalid' },
  expiry: { incomplete: 'checkout.expiryIncomplete', invalid: 'checkout.expiryInvalid', past: 'checkout.expiryPast' },
  cvc: { incomplete: 'checkout.cvcIncomplete', invalid: 'checkout.cvcIncomplete', past: 'checkout.cvcIncomplete' },
};

const FORMAT: Record<CardField, (input: string) => string> = { number: formatCardNumber, expiry: formatExpiry, cvc: formatCvc };

/**
 * The simulator's answer as Stripe.js gives one: a declined card in the guest's language, as Stripe.js words
 * it; any other refusal (by its code: a payment cancelled because the order changed is not a declined card),
 * a server failure or no answer at all, as the screen words a failed call.
 */
async function confirmWithSimulator(clientSecret: string, outcome: 'succeeded' | 'card_declined', t: TFunction): Promise<ConfirmResult> {
  const answer = await confirmSimulatedPayment({ client_secret: clientSecret, outcome });
  if (answer.ok) return { ok: true };
  const failure = new ApiRequestError(answer.status, answer.body);
  if (refusalCode(failure) === 'card_declined') return { ok: false, reason: t('checkout.cardDeclined') };
  return { ok: false, reason: apiErrorMessage(failure, t) };
}

/**
 * The card form the app serves itself when the API runs the simulated provider: clearly a test payment,
 * checked as Stripe's fields check a card, and confirmed through the simulator as Stripe's test cards
 * would be (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). No card number leaves the
 * browser: only the test card's outcome is sent.
 */
export function TestCardForm({ order }: { order: CheckoutState }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<CardField, string>>({ number: '', expiry: '', cvc: '' });
  const [left, setLeft] = useState<Record<CardField, boolean>>({ number: false, expiry: false, cvc: false });
  const checks: Record<CardField, FieldCheck> = {
    number: checkCardNumber(values.number),
    expiry: checkExpiry(values.expiry, new Date()),
    cvc: checkCvc(values.cvc),
  };

  const errorOf = (field: CardField): string | null => {
    const { problem } = checks[field];
    if (!problem || (problem === 'incomplete' && !left[field])) return null;
    return t(MESSAGES[field][problem]);
  };

  const field = (name: CardField, label: string, props: { placeholder?: string; autoComplete: string }) => (disabled: boolean) => (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete={props.autoComplete}
      placeholder={props.placeholder}
      value={values[name]}
      disabled={disabled}
      error={errorOf(name)}
      onChange={(event) => {
        const next = FORMAT[name](event.currentTarget.value);
        setValues((current) => ({ ...current, [name]: next }));
      }}
      onBlur={() => setLeft((current) => ({ ...current, [name]: true }))}
      style={{ flex: 1, minWidth: 0 }}
    />
  );

  const number = field('number', t('checkout.cardNumber'), { placeholder: '4242 4242 4242 4242', autoComplete: 'off' });
  const expiry = field('expiry', t('checkout.expiry'), { placeholder: t('checkout.expiryPlaceholder'), autoComplete: 'off' });
  const cvc = field('cvc', t('checkout.cvc'), { placeholder: '123', autoComplete: 'off' });

  const outcome = testCardOutcome(values.number);

  return (
    <PayForm
      order={order}
      heading={t('checkout.cardDetails')}
      notice={
        <Alert color="yellow" variant="light" role="note">
          <Stack gap={4}>
            <Text fw={700} c="gray.9">
              {t('checkout.testMode')}
            </Text>
            <Text size="sm" c="gray.9">
              {t('checkout.testModeHint')}
            </Text>
          </Stack>
        </Alert>
      }
      fields={(disabled) => (
        <Stack gap="sm">
          {number(disabled)}
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {expiry(disabled)}
            {cvc(disabled)}
          </Group>
        </Stack>
      )}
      cardComplete={checks.number.complete && checks.expiry.complete && checks.cvc.complete}
      precheck={() => (outcome ? null : t('checkout.notTestCard'))}
      confirm={(clientSecret) => confirmWithSimulator(clientSecret, outcome ?? 'card_declined', t)}
    />
  );
}
