import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatMoney, receiptEmailError } from '@tabula/shared';
import { apiErrorMessage } from '../errors/apiErrorMessage';
import { CardFields, EMPTY_CARD, cardComplete, type CardField, type CardFieldState } from './CardFields';
import type { CheckoutState } from './checkoutState';
import { useIntentForPayment } from './useIntentForPayment';

/**
 * Spec §4 card payment: Pay posts the checkout, then confirms the card payment with the returned
 * intent. Success goes to /order; any failure leaves the guest here with the reason in red.
 */
export function CardPaymentForm({ order }: { order: CheckoutState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stripe = useStripe();
  const elements = useElements();
  const intentFor = useIntentForPayment();
  const [card, setCard] = useState(EMPTY_CARD);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validateInputOnChange: true,
    validate: { email: (value) => (receiptEmailError(value) ? t('errors.invalidEmail') : null) },
  });

  const emailError = receiptEmailError(form.values.email) !== null;
  const payDisabled = !stripe || !elements || paying || paid || !cardComplete(card) || emailError;

  const onCardChange = (field: CardField, state: CardFieldState) => setCard((current) => ({ ...current, [field]: state }));

  const pay = async () => {
    const cardElement = elements?.getElement(CardNumberElement);
    if (payDisabled || !stripe || !cardElement) return;
    setPaying(true);
    setFailure(null);
    try {
      const secret = await intentFor(order, 'card', form.values.email);
      if (!secret) {
        setFailure(t('errors.paymentFailed'));
        return;
      }
      const result = await stripe.confirmCardPayment(secret, { payment_method: { card: cardElement } });
      if (result.error) {
        setFailure(`${t('errors.paymentFailed')}: ${result.error.message ?? t('errors.generic')}`);
        return;
      }
      setPaid(true);
      navigate('/order');
    } catch (error) {
      setFailure(`${t('errors.paymentFailed')}: ${apiErrorMessage(error, t)}`);
    } finally {
      setPaying(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h5">
          {t('checkout.orEnterCard')}
        </Title>
        <CardFields card={card} disabled={paying || paid} onChange={onCardChange} />
        <TextInput
          type="email"
          label={t('checkout.email')}
          autoComplete="email"
          inputMode="email"
          disabled={paying || paid}
          {...form.getInputProps('email')}
        />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('checkout.total')}</Text>
          <Text fw={700}>{formatMoney(order.total, order.currency)}</Text>
        </Group>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            <Text c="red.9" size="sm">
              {failure}
            </Text>
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={paying} disabled={payDisabled}>
          {t('checkout.pay')}
        </Button>
      </Stack>
    </form>
  );
}
