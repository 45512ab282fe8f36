import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { receiptEmailError } from './receiptEmail';
import { $checkoutBusy, $paying, $paymentUnknownFor, paymentRechecked, type ConfirmResult } from '../placing';
import { $orderChanges } from '../order-review';
import { $cardFailure, $cardPaid, cardPaymentSubmitted } from './model';
import type { CheckoutState } from './checkoutState';
import { PaymentFailureAlert, paymentFailureMessage } from './PaymentFailure';
import { formatCents } from '@tabula/shared';

interface PayFormProps {
  order: CheckoutState;
  /** 'Or enter card details' under a wallet button, 'Card details' without one. */
  heading: string;
  /** Shown above the fields (the test-mode notice). */
  notice?: ReactNode;
  fields: (disabled: boolean) => ReactNode;
  cardComplete: boolean;
  /** A reason not to pay yet, found before anything is sent (a number that is not a test card). */
  precheck?: () => string | null;
  confirm: (clientSecret: string) => Promise<ConfirmResult>;
}

/** The form's error key for the card as a whole, whose fields are the provider's (or the test-mode ones). */
const CARD_CHECK = 'card';

/**
 * The card form around its fields (Stripe's elements or the test-mode ones): receipt e-mail, total and
 * Pay. Pay asks the model to post the checkout and confirms the card payment with the returned intent; success
 * places the order (the screen then moves on), any failure leaves the guest here with the reason in red.
 */
export function PayForm({ order, heading, notice, fields, cardComplete, precheck, confirm }: PayFormProps) {
  const { t } = useTranslation();
  const [submitted, paying, paid, paymentFailure, changes, unknownFor, recheck, busy] = useUnit([
    cardPaymentSubmitted,
    $paying,
    $cardPaid,
    $cardFailure,
    $orderChanges,
    $paymentUnknownFor,
    paymentRechecked,
    $checkoutBusy,
  ]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validateInputOnChange: true,
    validate: { email: (value) => (receiptEmailError(value) ? t('errors.invalidEmail') : null) },
  });

  const emailError = receiptEmailError(form.values.email) !== null;
  // Whether the last payment went through is not known yet: no second Pay until a check tells.
  const unknown = unknownFor === order.orderId;
  const locked = paying || paid || unknown;
  // A change made elsewhere is read before anything is paid (the notice above asks the guest to go on).
  const payDisabled = locked || !cardComplete || emailError || changes.length > 0;

  const submit = () => {
    if (payDisabled) return;
    const reason = precheck?.() ?? null;
    // The precheck's reason is the form's own validation, found before anything is sent: it stays until the next Pay.
    form.setFieldError(CARD_CHECK, reason);
    if (reason) return;
    submitted({
      orderId: order.orderId,
      note: order.orderNote,
      tipCents: order.tipCents,
      table_number: order.table_number,
      payment_method: 'card',
      email: form.values.email,
      confirm,
    });
  };
  const stop = form.errors[CARD_CHECK];
  const failure = typeof stop === 'string' ? stop : paymentFailure ? paymentFailureMessage(paymentFailure.error, t) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h5">
          {heading}
        </Title>
        {notice}
        {fields(locked)}
        <TextInput
          type="email"
          label={t('checkout.email')}
          autoComplete="email"
          inputMode="email"
          disabled={locked}
          {...form.getInputProps('email')}
        />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('checkout.total')}</Text>
          <Text fw={700}>{formatCents(order.totalCents, order.currency)}</Text>
        </Group>
        {failure ? <PaymentFailureAlert message={failure} /> : null}
        {unknown ? (
          <Alert color="yellow" variant="light" role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm" c="gray.9">
                {t('orderReview.paymentUnknown')}
              </Text>
              <Button size="sm" variant="outline" loading={busy} onClick={() => recheck(order.orderId)}>
                {t('orderReview.checkAgain')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={paying} disabled={payDisabled}>
          {t('checkout.pay')}
        </Button>
      </Stack>
    </form>
  );
}
