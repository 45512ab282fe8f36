import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, refusalCode } from '@tabula/shared';
import { confirmSimulatedPayment } from './api/confirmSimulatedPayment';
import { apiErrorMessage } from '../errors';
import { PayForm, type PaysFor } from '../card-payment';
import type { ConfirmResult } from '../placing';
import {
  cardComplete,
  checkCardField,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  shownProblem,
  testCardOutcome,
  type CardField,
  type CardProblem,
} from './testCard';

const MESSAGES: Record<CardField, Record<CardProblem, string>> = {
  number: { incomplete: 'checkout.cardNumberIncomplete', invalid: 'checkout.cardNumberInvalid', past: 'checkout.cardNumberInvalid' },
  expiry: { incomplete: 'checkout.expiryIncomplete', invalid: 'checkout.expiryInvalid', past: 'checkout.expiryPast' },
  cvc: { incomplete: 'checkout.cvcIncomplete', invalid: 'checkout.cvcIncomplete', past: 'checkout.cvcIncomplete' },
};

type CardValues = Record<CardField, string>;

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
 * browser: only the test card's outcome is sent. It pays the order handed to the card screen, or the payment
 * another screen describes (the bill's).
 */
export function TestCardForm(paysFor: PaysFor) {
  const { t } = useTranslation();
  const form: UseFormReturnType<CardValues> = useForm<CardValues>({
    mode: 'controlled',
    initialValues: { number: '', expiry: '', cvc: '' },
    // 'focus' stops typing from marking a field touched, and the fields take no getInputProps focus handler:
    // only onBlur below marks it, so 'incomplete' waits until the guest leaves the field.
    touchTrigger: 'focus',
    validateInputOnChange: true,
    validate: (values) => {
      const now = new Date();
      const messageOf = (name: CardField): string | null => {
        const problem = shownProblem(checkCardField(name, values[name], now), form.isTouched(name));
        return problem ? MESSAGES[name][problem] : null;
      };
      return { number: messageOf('number'), expiry: messageOf('expiry'), cvc: messageOf('cvc') };
    },
  });

  const field = (name: CardField, label: string, props: { placeholder?: string; autoComplete: string }) => (disabled: boolean) => {
    // The form keeps the message's key: a message on screen follows a change of language.
    const error = form.errors[name];
    return (
      <TextInput
        label={label}
        inputMode="numeric"
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        value={form.values[name]}
        disabled={disabled}
        error={typeof error === 'string' ? t(error) : null}
        onChange={(event) => form.setFieldValue(name, FORMAT[name](event.currentTarget.value))}
        onBlur={() => {
          form.setTouched((touched) => ({ ...touched, [name]: true }));
          form.validateField(name);
        }}
        style={{ flex: 1, minWidth: 0 }}
      />
    );
  };

  const number = field('number', t('checkout.cardNumber'), { placeholder: '4242 4242 4242 4242', autoComplete: 'off' });
  const expiry = field('expiry', t('checkout.expiry'), { placeholder: t('checkout.expiryPlaceholder'), autoComplete: 'off' });
  const cvc = field('cvc', t('checkout.cvc'), { placeholder: '123', autoComplete: 'off' });

  const outcome = testCardOutcome(form.values.number);

  return (
    <PayForm
      {...paysFor}
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
      cardComplete={cardComplete(form.values, new Date())}
      precheck={() => (outcome ? null : t('checkout.notTestCard'))}
      confirm={(clientSecret) => confirmWithSimulator(clientSecret, outcome ?? 'card_declined', t)}
    />
  );
}
