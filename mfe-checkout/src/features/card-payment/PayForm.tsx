import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { receiptEmailError } from './receiptEmail';
import { $checkoutBusy, $paying, $paymentUnknownFor, paymentRechecked, type ConfirmResult } from '../placing';
import { $orderChanges } from '../order-review';
import { $cardFailure, $cardPaid, cardPaymentSubmitted } from './model';
import type { CheckoutState } from './checkoutState';
import { PaymentFailureAlert, PaymentUnknownNotice, paymentFailureMessage } from './PaymentFailure';
import { formatCents, type BillPaymentRequest } from '@tabula/shared';

/** Confirms a payment intent with the provider (Stripe.js, the test-mode simulator), by its client secret. */
export type Confirm = (clientSecret: string) => Promise<ConfirmResult>;

/**
 * What a card form pays, and its Pay: the order checkout's (from the placing model) or another screen's (the
 * bill's). The form brings the card and the receipt e-mail; Pay starts the payment and confirms it with `confirm`.
 */
export interface CardPayment {
  totalCents: number;
  currency: string;
  /** The label of the total beside Pay. */
  totalLabel?: string;
  pay: (confirm: Confirm, email: string) => void;
  /**
   * Pay with a wallet the device offers (Apple Pay, Google Pay, Link): `method` is the wallet's payment
   * method type; absent where the screen takes no wallet.
   */
  payWith?: (method: BillPaymentRequest['method'], confirm: Confirm) => void;
  /** A payment in flight: from the call that starts it until the provider has answered. */
  paying: boolean;
  /** No Pay at all: paid, or the last payment's outcome is not known yet. */
  locked: boolean;
  /** Pay waits (a change the guest must read first, nothing chosen to pay). */
  held: boolean;
  /** Why the last Pay failed, worded for the guest. */
  failure: string | null;
  /** Shown under the failure (the offer to check a payment again). */
  status?: ReactNode;
}

/** The form pays either the order handed to the card screen or a payment the screen describes. */
export type PaysFor = { order: CheckoutState; payment?: never } | { payment: CardPayment; order?: never };

interface FormParts {
  /** 'Or enter card details' under a wallet button, 'Card details' without one. */
  heading: string;
  /** Shown above the fields (the test-mode notice). */
  notice?: ReactNode;
  fields: (disabled: boolean) => ReactNode;
  cardComplete: boolean;
  /** A reason not to pay yet, found before anything is sent (a number that is not a test card). */
  precheck?: () => string | null;
  confirm: Confirm;
}

type PayFormProps = FormParts & PaysFor;

/** The error key for the card as a whole, whose fields are the provider's (or the test-mode ones). */
const CARD_CHECK = 'card';

/**
 * The order checkout's Pay: the model posts the checkout and confirms the card payment with the returned
 * intent; success places the order (the screen then moves on), any failure leaves the guest here with the reason in red.
 */
function useOrderPayment(order: CheckoutState): CardPayment {
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
  // Whether the last payment went through is not known yet: no second Pay until a check tells.
  const unknown = unknownFor === order.orderId;
  return {
    totalCents: order.totalCents,
    currency: order.currency,
    paying,
    locked: paying || paid || unknown,
    // A change made elsewhere is read before anything is paid (the notice above asks the guest to go on).
    held: changes.length > 0,
    failure: paymentFailure ? paymentFailureMessage(paymentFailure.error, t) : null,
    pay: (confirm, email) =>
      submitted({
        orderId: order.orderId,
        note: order.orderNote,
        tipCents: order.tipCents,
        table_number: order.table_number,
        payment_method: 'card',
        email,
        confirm,
      }),
    status: unknown ? <PaymentUnknownNotice checking={busy} onCheckAgain={() => recheck(order.orderId)} /> : null,
  };
}

function OrderPayForm({ order, ...parts }: FormParts & { order: CheckoutState }) {
  return <CardPayForm payment={useOrderPayment(order)} {...parts} />;
}

/**
 * The card form around its fields (Stripe's elements or the test-mode ones): receipt e-mail, total and Pay,
 * for the order on the card screen or for the payment another screen hands it.
 */
export function PayForm({ order, payment, ...parts }: PayFormProps) {
  return order ? <OrderPayForm order={order} {...parts} /> : <CardPayForm payment={payment} {...parts} />;
}

function CardPayForm({ payment, heading, notice, fields, cardComplete, precheck, confirm }: FormParts & { payment: CardPayment }) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validateInputOnChange: true,
    validate: { email: (value) => (receiptEmailError(value) ? t('errors.invalidEmail') : null) },
  });

  const emailError = receiptEmailError(form.values.email) !== null;
  const { locked } = payment;
  const payDisabled = locked || !cardComplete || emailError || payment.held;

  const submit = () => {
    if (payDisabled) return;
    const reason = precheck?.() ?? null;
    // The precheck's reason is the form's own validation, found before anything is sent: it stays until the next Pay.
    form.setFieldError(CARD_CHECK, reason);
    if (reason) return;
    payment.pay(confirm, form.values.email);
  };
  const stop = form.errors[CARD_CHECK];
  const failure = typeof stop === 'string' ? stop : payment.failure;

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
          <Text fw={700}>{payment.totalLabel ?? t('checkout.total')}</Text>
          <Text fw={700}>{formatCents(payment.totalCents, payment.currency)}</Text>
        </Group>
        {failure ? <PaymentFailureAlert message={failure} /> : null}
        {payment.status}
        <Button type="submit" size="md" fullWidth loading={payment.paying} disabled={payDisabled}>
          {t('checkout.pay')}
        </Button>
      </Stack>
    </form>
  );
}
